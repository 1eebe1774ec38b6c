import { useSyncExternalStore } from 'react';

// The query only matters for the first render after hydration; a form that rewrites it with
// replaceState fires no event, and by then the form's own state has taken over.
const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/**
 * The page's query string ("?amount=5000"), read in the browser only: the exported HTML (server
 * snapshot '') shows the defaults, and a shared link's values arrive in the render right after
 * hydration, without a hydration mismatch.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribeToHistory,
    () => window.location.search,
    () => '',
  );
}

/** Puts a query into the address bar without a navigation, keeping the Next.js router's history entry. */
export function replaceQuery(query: string): void {
  const url = new URL(window.location.href);
  url.search = query;
  window.history.replaceState(window.history.state, '', url);
}
