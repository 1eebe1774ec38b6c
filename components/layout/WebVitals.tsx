'use client';

import { lazy, Suspense } from 'react';

// The reporter and the web-vitals library behind it load in their own chunk, fetched only when
// this renders; the layout renders it only when an endpoint is configured.
const WebVitalsReporter = lazy(() => import('./WebVitalsReporter').then((m) => ({ default: m.WebVitalsReporter })));

type WebVitalsProps = {
  endpoint: `https://${string}`;
};

export function WebVitals({ endpoint }: WebVitalsProps) {
  return (
    <Suspense fallback={null}>
      <WebVitalsReporter endpoint={endpoint} />
    </Suspense>
  );
}
