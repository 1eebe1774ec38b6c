'use client';

import { lazy, Suspense } from 'react';

// The reporter and the web-vitals library behind it load in their own chunk, fetched only when
// this renders; the layout renders it only when an endpoint is configured. If that chunk cannot be
// fetched the page simply goes unmeasured: a thrown lazy() would reach the error page instead.
const WebVitalsReporter = lazy(() =>
  import('./WebVitalsReporter').then(
    (m) => ({ default: m.WebVitalsReporter }),
    () => ({ default: () => null }),
  ),
);

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
