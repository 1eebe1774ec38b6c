// Field measurement: what the web-vitals reporter sends, and how. Off unless content/site.ts
// names an endpoint (webVitalsEndpoint).

/** The Core Web Vitals and server response time; FCP, which Next also reports, is left out. */
const REPORTED_METRICS = ['LCP', 'CLS', 'INP', 'TTFB'] as const;
type ReportedMetric = (typeof REPORTED_METRICS)[number];

/** The fields of Next's web-vitals Metric this reporter reads. */
export type VitalMetric = {
  name: string;
  value: number;
  delta: number;
  rating: string;
  id: string;
  navigationType: string;
  /** The URL of the navigation (hard or soft) the metric belongs to. */
  navigationURL?: string;
};

export type VitalsBeacon = Omit<VitalMetric, 'name'> & { name: ReportedMetric; path: string };

function isReported(name: string): name is ReportedMetric {
  return (REPORTED_METRICS as readonly string[]).includes(name);
}

/**
 * The route a metric belongs to. LCP is only final once the visitor interacts, often by clicking a
 * link, so by then the current path may be the next page: the metric's own navigation URL says.
 */
export function metricPath(metric: VitalMetric, currentPath: string): string {
  if (!metric.navigationURL) return currentPath;
  try {
    return new URL(metric.navigationURL).pathname;
  } catch {
    return currentPath;
  }
}

/** The JSON body for one metric on one route, or null for a metric that is not reported. */
export function vitalsBeacon(metric: VitalMetric, path: string): VitalsBeacon | null {
  if (!isReported(metric.name)) return null;
  const { name, value, delta, rating, id, navigationType } = metric;
  return { name, value, delta, rating, id, navigationType, path };
}

type BeaconNavigator = Pick<Navigator, 'sendBeacon'>;

/**
 * Sends one metric without delaying anything: sendBeacon queues it for the browser to deliver,
 * even as the page unloads. The body is a plain string, so the request is a CORS "simple" one
 * (text/plain) and needs no preflight; the receiver parses it as JSON.
 */
export function sendVital(
  endpoint: string,
  metric: VitalMetric,
  nav: Partial<BeaconNavigator> = navigator,
  currentPath: string = window.location.pathname,
): boolean {
  const beacon = vitalsBeacon(metric, metricPath(metric, currentPath));
  if (!beacon) return false;
  const body = JSON.stringify(beacon);
  if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(endpoint, body)) return true;
  if (typeof fetch !== 'function') return false;
  fetch(endpoint, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => {});
  return true;
}
