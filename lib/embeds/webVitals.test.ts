import { metricPath, sendVital, vitalsBeacon, type VitalMetric } from './webVitals';

const metric = (name: string, value = 1200): VitalMetric => ({
  name,
  value,
  delta: value,
  rating: 'good',
  id: `v5-${name}`,
  navigationType: 'navigate',
});

describe('vitalsBeacon', () => {
  test('carries the metric and the route', () => {
    expect(vitalsBeacon(metric('LCP'), '/about/')).toEqual({
      name: 'LCP',
      value: 1200,
      delta: 1200,
      rating: 'good',
      id: 'v5-LCP',
      navigationType: 'navigate',
      path: '/about/',
    });
  });

  test('reports LCP, CLS, INP and TTFB only', () => {
    expect(['LCP', 'CLS', 'INP', 'TTFB', 'FCP', 'FID'].filter((n) => vitalsBeacon(metric(n), '/'))).toEqual(['LCP', 'CLS', 'INP', 'TTFB']);
  });
});

describe('metricPath', () => {
  test("is the path of the metric's own navigation, even after the visitor has moved on", () => {
    expect(metricPath({ ...metric('LCP'), navigationURL: 'https://www.example.com/about/?utm=x' }, '/disclaimer/')).toBe('/about/');
    expect(metricPath(metric('LCP'), '/disclaimer/')).toBe('/disclaimer/');
    expect(metricPath({ ...metric('LCP'), navigationURL: 'not a url' }, '/')).toBe('/');
  });
});

describe('sendVital', () => {
  test('queues the JSON as a plain-text beacon to the endpoint', () => {
    const sendBeacon = jest.fn(() => true);
    expect(sendVital('https://rum.example.net/v', metric('CLS', 0.02), { sendBeacon }, '/contact/')).toBe(true);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('https://rum.example.net/v');
    expect(typeof body).toBe('string');
    expect(JSON.parse(body)).toMatchObject({ name: 'CLS', value: 0.02, path: '/contact/' });
  });

  test('sends nothing for a metric that is not reported', () => {
    const sendBeacon = jest.fn(() => true);
    expect(sendVital('https://rum.example.net/v', metric('FCP'), { sendBeacon }, '/')).toBe(false);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  test('falls back to a keepalive fetch when the beacon is refused or missing', () => {
    const fetchMock = jest.fn(() => Promise.resolve({ ok: true }));
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      expect(sendVital('https://rum.example.net/v', metric('INP', 80), { sendBeacon: () => false }, '/')).toBe(true);
      expect(sendVital('https://rum.example.net/v', metric('TTFB', 90), {}, '/')).toBe(true);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(fetchMock.mock.calls[0]).toEqual(['https://rum.example.net/v', expect.objectContaining({ method: 'POST', keepalive: true })]);
    } finally {
      global.fetch = original;
    }
  });
});
