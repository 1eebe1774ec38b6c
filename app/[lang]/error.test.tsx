import { render, screen } from '@testing-library/react';
import type { LoadErrorText } from '@/content/loadError';
import { PREFIXED_LOCALES } from '@/lib/i18n/locale';
import ErrorBoundary from './error';

let lang = '';
jest.mock('next/navigation', () => ({ useParams: () => ({ lang }) }));

it.each(PREFIXED_LOCALES)('says in the %s edition’s language that part of the page could not load, and offers a reload', async (locale) => {
  const { loadError }: { loadError: LoadErrorText } = await import(`@/content/${locale}/loadError`);
  lang = locale;
  render(<ErrorBoundary />);
  expect(screen.getByRole('alert')).toHaveTextContent(loadError.heading);
  expect(screen.getByRole('alert')).toHaveTextContent(loadError.body);
  expect(screen.getByRole('button', { name: loadError.reload })).toBeInTheDocument();
});
