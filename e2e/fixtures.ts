import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

type Fixtures = {
  /** Console errors this test expects (for example a deliberately blocked embed); anything else fails it. */
  expectedConsoleErrors: RegExp[];
  /** URLs of every request the page tried to make to a host other than the site under test. */
  thirdPartyRequests: string[];
  consoleErrors: string[];
};

/**
 * The page every spec uses: requests to other hosts are blocked and recorded (the suite never
 * depends on the network, and third-party embeds must survive being unreachable), and any console
 * error or uncaught exception fails the test unless the test says it expects it.
 */
export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  thirdPartyRequests: async ({}, use) => {
    await use([]);
  },
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, baseURL, thirdPartyRequests, consoleErrors, expectedConsoleErrors }, use) => {
    const siteOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    await page.route(
      (url) => url.origin !== siteOrigin && (url.protocol === 'http:' || url.protocol === 'https:'),
      (route) => {
        thirdPartyRequests.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} @ ${message.location().url}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`Uncaught: ${error.message}`));
    await use(page);
    const unexpected = consoleErrors.filter((text) => !expectedConsoleErrors.some((pattern) => pattern.test(text)));
    expect(unexpected, 'console errors').toEqual([]);
  },
});

export { expect };

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core over the whole page with the WCAG 2.2 A/AA rules; returns a readable list of violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits until the islands have hydrated, so interactions reach React rather than the bare HTML. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.querySelector('nav[aria-label="Main"] button') !== null);
}
