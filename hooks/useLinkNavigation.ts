import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { clientRoute } from '@/lib/paths';

/** What shows the visitor is about to follow a link: a pointer over it, a finger on it, the keyboard on it. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** The route the event's link can open in the page, or null (see clientRoute) for one the browser follows itself. */
function routeOf(event: Event): string | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return clientRoute(new URL(link.href), new URL(window.location.href));
}

/**
 * Opens this site's plain links (SiteLink) through the App Router, as next/link does, from one
 * listener for the whole document: a click swaps the page without a load, and a page's data is
 * fetched once the visitor shows intent, rather than for every link that scrolls into view.
 * The click listener sits on window so it runs after React's handlers (on the document) and respects
 * any that prevented the default; a click with a modifier key or another button keeps its usual meaning.
 */
export function useLinkNavigation(): void {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    function prefetch(event: Event) {
      // The page, never its query: a link may carry what the visitor typed or answered (the contact link
      // under a questionnaire's result), and pointing at it is not sending it.
      const route = routeOf(event)?.replace(/[?#].*$/, '');
      if (route === undefined || prefetched.has(route)) return;
      prefetched.add(route);
      router.prefetch(route);
    }
    function open(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const route = routeOf(event);
      if (route === null) return;
      event.preventDefault();
      router.push(route);
    }
    window.addEventListener('click', open);
    for (const type of INTENT_EVENTS) document.addEventListener(type, prefetch, { passive: true });
    return () => {
      window.removeEventListener('click', open);
      for (const type of INTENT_EVENTS) document.removeEventListener(type, prefetch);
    };
  }, [router]);
}
