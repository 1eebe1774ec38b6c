import type { Page, Request } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/** next/link prefetches a link once it comes within this margin of the viewport (its IntersectionObserver's rootMargin). */
const PREFETCH_MARGIN_PX = 200;

/** The segment a Next.js prefetch asks for ("/about/__PAGE__"), sent in a request header; empty for any other request. */
const prefetchSegment = (request: Request) => request.headers()['next-router-segment-prefetch'] ?? '';

/** The route whose folder of the export a request's file sits in: "/about/__next.about.__PAGE__.txt" -> "/about/". */
const folderOf = (request: Request) => new URL(request.url()).pathname.replace(/[^/]*$/, '');

/**
 * Opens the page and waits until it has loaded everything it loads by itself, so that a test can then
 * record the requests its own actions cause. `networkidle` is not enough: next/link prefetches the
 * links near the viewport only after hydration, when the browser is idle, and on a busy machine the
 * network has been quiet for 500 ms (networkidle has come and gone) before the first prefetch starts.
 * So this waits for what is known to come: the page segment of every other page linked near the first
 * screen, then each script those segments name (Next loads them along with the prefetch), then no
 * request in flight.
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  const inFlight = new Set<Request>();
  const done: Request[] = [];
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => {
    inFlight.delete(request);
    done.push(request);
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  await page.goto(path);
  await waitForHydration(page);
  const linkedRoutes = await page.evaluate((margin) => {
    const near = (a: HTMLAnchorElement) =>
      [...a.getClientRects()].some(
        (r) => r.bottom >= -margin && r.top <= innerHeight + margin && r.right >= -margin && r.left <= innerWidth + margin,
      );
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
      (a) => a.origin === location.origin && a.pathname !== location.pathname && near(a),
    );
    return [...new Set(links.map((a) => a.pathname))];
  }, PREFETCH_MARGIN_PX);
  await expect
    .poll(() => linkedRoutes.filter((route) => !done.some((r) => prefetchSegment(r).endsWith('__PAGE__') && folderOf(r) === route)), {
      message: 'pages linked near the first screen that Next has not prefetched yet',
    })
    .toEqual([]);

  const namedScripts = new Set<string>();
  for (const request of done.filter((r) => prefetchSegment(r) !== '')) {
    const body = (await (await request.response())?.text()) ?? '';
    for (const [, file] of body.matchAll(/static\/chunks\/([\w-]+\.js)/g)) namedScripts.add(`/_next/static/chunks/${file}`);
  }
  await expect
    .poll(() => [...namedScripts].filter((script) => !done.some((r) => new URL(r.url()).pathname === script)), {
      message: 'scripts named by the prefetched pages that have not loaded yet',
    })
    .toEqual([]);
  await expect.poll(() => [...inFlight].map((r) => r.url()), { message: 'requests in flight' }).toEqual([]);

  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
}
