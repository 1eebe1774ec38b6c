import { render, screen } from '@testing-library/react';
import type { LoadErrorText } from '@/content/loadError';
import { PREFIXED_LOCALES } from '@/lib/i18n/locale';
import { LoadErrorWords } from '@/components/layout/LoadErrorWords';
import { wordsFor } from '@/lib/i18n/words';
import ErrorBoundary from './error';

it.each(PREFIXED_LOCALES)('says in the %s edition’s language that part of the page could not load, and offers a reload', async (locale) => {
  const { loadError }: { loadError: LoadErrorText } = await import(`@/content/${locale}/loadError`);
  // As the edition's layout gives them (app/[lang]/layout.tsx).
  render(
    <LoadErrorWords words={wordsFor(locale).loadError}>
      <ErrorBoundary />
    </LoadErrorWords>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(loadError.heading);
  expect(screen.getByRole('alert')).toHaveTextContent(loadError.body);
  expect(screen.getByRole('button', { name: loadError.reload })).toBeInTheDocument();
});
