import { render, screen } from '@testing-library/react';
import { loadError } from '@/content/en/loadError';
import ErrorBoundary from './error';

it('says part of the page could not load and offers a reload', () => {
  render(<ErrorBoundary />);
  expect(screen.getByRole('alert')).toHaveTextContent(loadError.heading);
  expect(screen.getByRole('button', { name: loadError.reload })).toBeInTheDocument();
});
