import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import { expect, test as base, type Page, type Request } from '@playwright/test';
import { thirdParties } from '@/content/thirdParties';

type Fixtures = {
  /** Console errors this test expects (for example a deliberately blocked embed); anything else fails it. */
  expectedConsoleErrors: RegExp[];
  /** Content-Security-Policy violations this test provokes on purpose; anything else fails it. */
  expectedCspViolations: RegExp[];
  /** URLs of every request the page tried to make to a host other than the site under test. */
  thirdPartyRequests: string[];
  consoleErrors: string[];
  /** Every `securitypolicyviolation` the page fired, as "path: directive blocked URL sample". */
  cspViolations: string[];
};

type CspWindow = { __cspViolation: (report: string) => void };

/**
 * The page every spec uses: requests to other hosts are blocked and recorded (the suite never
 * depends on the network, and third-party embeds must survive being unreachable), and any console
 * error, uncaught exception or Content-Security-Policy violation fails the test unless the test says
 * it expects it. So every interaction any spec performs is also a check of the policy.
 */
export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  expectedCspViolations: [[], { option: true }],
  thirdPartyRequests: async ({}, use) => {
    await use([]);
  },
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  cspViolations: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, baseURL, thirdPartyRequests, consoleErrors, expectedConsoleErrors, cspViolations, expectedCspViolations }, use) => {
    // The report goes to the test at once rather than into the page: a blocked form post fires on the
    // page it was leaving.
    await page.exposeFunction('__cspViolation', (report: string) => cspViolations.push(report));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} ${e.sample}`;
        (window as unknown as CspWindow).__cspViolation(report);
      });
    });
    const siteOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    // Other hosts cannot be reached: the browser resolves no name but the site's (playwright.config.ts,
    // --host-resolver-rules), so a request to one fails at once. Recording them here rather than
    // intercepting every request through page.route keeps each page load about a tenth faster.
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== siteOrigin && (url.protocol === 'http:' || url.protocol === 'https:')) thirdPartyRequests.push(url.href);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} @ ${message.location().url}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`Uncaught: ${error.message}`));
    await use(page);
    const unexpected = consoleErrors.filter((text) => !expectedConsoleErrors.some((pattern) => pattern.test(text)));
    expect.soft(unexpected, 'console errors').toEqual([]);
    const violations = cspViolations.filter((report) => !expectedCspViolations.some((pattern) => pattern.test(report)));
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core over the whole page with the WCAG 2.2 A/AA rules; returns a readable list of violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  await scrollSettled(page);
  // A lazy frame nobody has opened yet (the footer's map) has no document, so it is not a frame to analyse.
  const framed = page.frames().some((frame) => frame !== page.mainFrame() && frame.url() !== '');
  const violations = framed ? await axeAcrossFrames(page) : await axeInPage(page);
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits until the page has stopped scrolling (the site scrolls smoothly, as to a focused alert): axe's
 * target-size rule measures what overlaps each target, and mid-scroll the sticky header can lie over a
 * link a visitor, whose page has come to rest, sees clear.
 */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = Number.NaN;
    while (last !== window.scrollY) {
      last = window.scrollY;
      await frame();
      await frame();
    }
  });
}

/**
 * One axe.run inside the page, for pages without a loaded frame. Only violations are built (axe's
 * `resultTypes`), so axe need not make a selector for every passing node. AxeBuilder's legacy mode
 * does the same, but first injects axe into every frame and waits a second on each lazy frame that
 * has not loaded; its default mode (runPartial/finishRun, for cross-origin frames) merges results in a
 * fresh blank page each time. Same rules, same violations, a third of the time.
 */
async function axeInPage(page: Page): Promise<axeCore.Result[]> {
  await page.evaluate(axeCore.source);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false });
    return results.violations;
  }, AXE_TAGS);
}

/** axe in every frame (AxeBuilder's default mode), for a page with a frame that has loaded. */
async function axeAcrossFrames(page: Page): Promise<axeCore.Result[]> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .analyze();
  return results.violations;
}

/** Waits until the islands have hydrated, so interactions reach React rather than the bare HTML. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.querySelector('header nav button[aria-controls]') !== null);
}

/**
 * Lets the page render two frames: whatever a scroll set off (scroll events, IntersectionObserver
 * callbacks, layout-shift entries) has been delivered by then. A rendering step, not a clock wait.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Waits until a smooth scroll the page started (focus() on a field far down, scrollIntoView) has come
 * to rest: two frames apart, the same position. Checks of layout (axe's target-size, what is in view)
 * read a page in mid-scroll differently from one at rest.
 */
export async function untilScrollSettles(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const before = window.scrollY;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return window.scrollY === before;
      }),
    )
    .toBe(true);
}

/** Scrolls the window by `y` pixels at once (no smooth scrolling) and lets the page react to it. */
export async function scrollBy(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollBy({ top, behavior: 'instant' }), y);
  await nextFrames(page);
}

/**
 * Records the address of every request the page makes from now on, to any host, of any kind: for
 * checks that something the visitor wrote or answered never leaves the browser (see carriesText).
 */
export function recordRequestUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Whether an address carries `text`, however it is encoded: as is, percent-encoded, or with "+" for a space. */
export function carriesText(url: string, text: string): boolean {
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  return [url, decode(url), decode(url.replace(/\+/g, ' '))].some((form) => form.includes(text));
}

/**
 * Runs `action`, then waits until every request the page started meanwhile has ended. Not
 * `networkidle`: Playwright fires it once per document, so after the first quiet 500 ms it no longer
 * waits for anything.
 */
export async function untilRequestsEnd(page: Page, action: () => Promise<unknown>, message: string): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    await expect.poll(() => [...inFlight].map((r) => r.url()), { message }).toEqual([]);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Scrolls to the bottom a screen at a time, letting two frames render after each step so that embeds
 * that load near the viewport get their turn, then waits until every request that set off has ended.
 * The walk runs inside the page (one round trip, not two per screen).
 */
export async function scrollThrough(page: Page): Promise<void> {
  await untilRequestsEnd(
    page,
    () =>
      page.evaluate(async (step) => {
        // A frame, or 100 ms if the browser holds frames back (a busy machine): the walk never stalls.
        const frame = () =>
          new Promise((resolve) => {
            requestAnimationFrame(resolve);
            setTimeout(resolve, 100);
          });
        const height = document.documentElement.scrollHeight;
        for (let y = 0; y <= height; y += step) {
          window.scrollBy({ top: step, behavior: 'instant' });
          await frame();
          await frame();
        }
      }, page.viewportSize()?.height ?? 600),
    'requests still in flight after scrolling through',
  );
}

/**
 * Answers the third parties' requests with empty stand-ins, so the browser gets as far as it would
 * online (the CSP is checked before any request leaves) without the suite touching the network.
 * Each request is still recorded in `requests` (the fixture's `thirdPartyRequests`).
 */
export async function stubThirdParties(page: Page, requests: string[]): Promise<void> {
  // One route per origin, answering by what is asked: an origin can serve a frame and the request
  // lib/embeds/frameWatch.ts makes to the same address.
  const origins = new Set(thirdParties.flatMap((party) => Object.values(party.sources).flat()));
  for (const origin of origins) {
    await page.route(`${origin}/**`, (route) => {
      requests.push(route.request().url());
      const type = route.request().resourceType();
      if (type === 'document')
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stand-in</title><p>stand-in</p>' });
      if (type === 'script') return route.fulfill({ contentType: 'text/javascript', body: '' });
      return route.fulfill({ status: 204 });
    });
  }
}

/**
 * For a test whose subject does not change with the screen's width (arithmetic, query parsing, what a
 * form posts): it runs once, in the desktop project, instead of repeating the same check at 375 px.
 * Layout, touch, focus and axe checks run at both widths.
 */
export const WIDTH_INDEPENDENT = { tag: '@desktop' } as const;
