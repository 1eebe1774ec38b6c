import { useEffect, useRef } from 'react';

/**
 * Every client-side route change starts at the top of the new page, even when the link was in the
 * footer (Next scrolls only as far as the new page's first element). The first render is skipped so
 * a reload keeps the browser's own scroll restoration, and a link to an anchor (#about) is left to
 * scroll to its target.
 */
export function useScrollToTopOnRouteChange(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
