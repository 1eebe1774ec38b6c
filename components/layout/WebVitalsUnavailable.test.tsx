import { act, render } from '@testing-library/react';
import { WebVitals } from './WebVitals';

// The reporter's chunk cannot be fetched (a deploy replaced it, or the connection dropped).
jest.mock('./WebVitalsReporter', () => {
  throw new Error('Failed to load chunk static/chunks/web-vitals.js');
});

test('leaves the page alone when the reporter cannot be fetched', async () => {
  const { container } = render(<WebVitals endpoint="https://rum.example.net/vitals" />);
  // Let the failed import settle: a rejection reaching React would throw here.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(container).toBeEmptyDOMElement();
});
