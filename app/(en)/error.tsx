'use client';

import { LoadErrorBox } from '@/components/layout/LoadErrorBox';
// Its own language's words only: this chunk loads on every page (the other editions' boundary is app/[lang]/error.tsx).
import { loadError } from '@/content/en/loadError';

/**
 * Catches what fails in the browser after the static HTML has arrived, most often a code chunk that
 * could not be fetched (a new deploy replaced it, or the network dropped), and keeps the site's header
 * and footer round it, which Next's own error page would not. A reload fetches the current files,
 * which is also the remedy for anything else that breaks here, so one message serves every cause and
 * this chunk, which every page loads, stays small.
 */
export default function ErrorBoundary() {
  return <LoadErrorBox words={loadError} />;
}
