import { render, screen } from '@testing-library/react';
import ErrorBoundary from './error';

it('says part of the page could not load and offers a reload', () => {
  render(<ErrorBoundary />);
  expect(screen.getByRole('alert')).toHaveTextContent('Part of this page could not load');
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
});
