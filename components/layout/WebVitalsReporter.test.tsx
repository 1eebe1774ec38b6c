import { render } from '@testing-library/react';
import type { VitalMetric } from '@/lib/embeds/webVitals';
import { WebVitalsReporter } from './WebVitalsReporter';

// Next's hook subscribes to the browser's performance entries; here the test plays the browser.
let reportToNext: ((metric: VitalMetric) => void) | undefined;
jest.mock('next/web-vitals', () => ({
  useReportWebVitals: (fn: (metric: VitalMetric) => void) => {
    reportToNext = fn;
  },
}));

const metric = (name: string, value: number): VitalMetric => ({
  name,
  value,
  delta: value,
  rating: 'good',
  id: name,
  navigationType: 'navigate',
});

test('renders nothing and beacons each Core Web Vital for the route it measures', () => {
  const sendBeacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  window.history.pushState({}, '', '/services/mutual-funds/');

  const { container } = render(<WebVitalsReporter endpoint="https://rum.example.net/vitals" />);
  expect(container).toBeEmptyDOMElement();

  for (const [name, value] of [
    ['LCP', 1500],
    ['CLS', 0],
    ['INP', 120],
    ['TTFB', 200],
    ['FCP', 900],
  ] as const)
    reportToNext?.(metric(name, value));
  // LCP settles when the visitor clicks on, perhaps to another page: it still counts for its own.
  window.history.pushState({}, '', '/contact/');
  reportToNext?.({ ...metric('LCP', 2100), navigationURL: 'http://localhost/services/mutual-funds/' });

  expect(sendBeacon).toHaveBeenCalledTimes(5);
  const sent = (sendBeacon.mock.calls as unknown as [string, string][]).map(([url, body]) => [url, JSON.parse(body)]);
  expect(sent.map(([url]) => url)).toEqual(Array(5).fill('https://rum.example.net/vitals'));
  expect(sent.map(([, body]) => [body.name, body.value, body.path])).toEqual([
    ['LCP', 1500, '/services/mutual-funds/'],
    ['CLS', 0, '/services/mutual-funds/'],
    ['INP', 120, '/services/mutual-funds/'],
    ['TTFB', 200, '/services/mutual-funds/'],
    ['LCP', 2100, '/services/mutual-funds/'],
  ]);
});
