import type { Page, Request } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/**
 * Opens the page and waits until it has loaded everything it loads by itself, so that a test can then
 * record the requests its own actions cause. The site prefetches a page only when the visitor points
 * at or focuses its link (useLinkNavigation), so after hydration nothing new starts: waiting for the
 * requests in flight to end is enough, and quicker than networkidle's 500 quiet milliseconds.
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  await page.goto(path);
  await waitForHydration(page);
  await expect.poll(() => [...inFlight].map((r) => r.url()), { message: 'requests in flight' }).toEqual([]);

  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
}
