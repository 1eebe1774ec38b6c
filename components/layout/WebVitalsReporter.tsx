'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { useCallback } from 'react';
import { sendVital, type VitalMetric } from '@/lib/embeds/webVitals';

type WebVitalsReporterProps = {
  /** Receiver of the beacons; the layout renders this island only when content/settings.yml sets one. */
  endpoint: `https://${string}`;
};

/** Beacons LCP, CLS, INP and TTFB for each route to `endpoint`. Renders nothing. */
export function WebVitalsReporter({ endpoint }: WebVitalsReporterProps) {
  // A stable callback: useReportWebVitals subscribes again whenever it changes.
  const report = useCallback((metric: VitalMetric) => void sendVital(endpoint, metric), [endpoint]);
  useReportWebVitals(report);
  return null;
}
