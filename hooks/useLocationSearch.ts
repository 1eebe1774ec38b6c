import { useSyncExternalStore } from 'react';

// Back/forward is the only event that changes the query under an island; replaceState fires none,
// and by the time an island rewrites the query its own state has taken over.
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/**
 * The page's query string, read in the browser only: the exported HTML (server snapshot '') shows
 * the defaults, and a shared link's values arrive in the render right after hydration, without a
 * hydration mismatch.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
}

/** Writes `query` into the address bar without a navigation or a new history entry. */
export function replaceQuery(query: string): void {
  const url = new URL(window.location.href);
  url.search = query;
  // Keep history.state: the Next.js router keeps its own entry there.
  window.history.replaceState(window.history.state, '', url);
}
