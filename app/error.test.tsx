import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorBoundary from './error';

it('explains a chunk failure and offers a reload', () => {
  const error = Object.assign(new Error('Loading chunk 12 failed. (timeout: /x.js)'), { name: 'ChunkLoadError' });
  render(<ErrorBoundary error={error} reset={jest.fn()} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Part of this page could not load');
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

it('lets the visitor retry other errors', async () => {
  const reset = jest.fn();
  render(<ErrorBoundary error={new Error('boom')} reset={reset} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(reset).toHaveBeenCalledTimes(1);
});
