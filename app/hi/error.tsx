'use client';

import { LoadErrorBox } from '@/components/layout/LoadErrorBox';
// Its own language's words only: this chunk loads on every Hindi page.
import { loadError } from '@/content/hi/loadError';

/** The Hindi edition's boundary for what fails in the browser: see app/(en)/error.tsx. */
export default function ErrorBoundary() {
  return <LoadErrorBox words={loadError} />;
}
