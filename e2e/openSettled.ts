import type { Page } from '@playwright/test';
import { expect, nextFrames, untilRequestsEnd, waitForHydration } from './fixtures';

/**
 * Opens the page and waits until it has loaded everything it loads by itself, so that a test can then
 * record the requests its own actions cause. After hydration two frames let the IntersectionObserver
 * callbacks run, so an island near the view (a calculator's code) has asked for its chunks: their
 * script and stylesheet elements are in the document by then, and this waits until the browser has
 * a timing entry for each, and no request is in flight. Nothing else starts by itself: the site
 * prefetches a page only when the visitor points at or focuses its link (useLinkNavigation).
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  await untilRequestsEnd(
    page,
    async () => {
      await page.goto(path);
      await waitForHydration(page);
      await nextFrames(page);
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
              const files = document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
                'script[src]:not([nomodule]), link[rel="stylesheet"][href]',
              );
              return [...files].map((file) => (file instanceof HTMLScriptElement ? file.src : file.href)).filter((url) => !loaded.has(url));
            }),
          { message: 'scripts and stylesheets in the page that have not loaded yet' },
        )
        .toEqual([]);
    },
    'requests in flight',
  );
}
