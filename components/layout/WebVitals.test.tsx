import { render, waitFor } from '@testing-library/react';
import type { VitalMetric } from '@/lib/embeds/webVitals';
import { WebVitals } from './WebVitals';

let reportToNext: ((metric: VitalMetric) => void) | undefined;
jest.mock('next/web-vitals', () => ({
  useReportWebVitals: (fn: (metric: VitalMetric) => void) => {
    reportToNext = fn;
  },
}));

test('loads the reporter on demand, renders nothing, and the reporter beacons', async () => {
  const sendBeacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  const { container } = render(<WebVitals endpoint="https://rum.example.net/vitals" />);
  expect(container).toBeEmptyDOMElement();
  await waitFor(() => expect(reportToNext).toBeDefined());
  reportToNext?.({ name: 'LCP', value: 1800, delta: 1800, rating: 'good', id: 'a', navigationType: 'navigate' });
  expect(sendBeacon).toHaveBeenCalledWith('https://rum.example.net/vitals', expect.stringContaining('"name":"LCP"'));
  expect(container).toBeEmptyDOMElement();
});
