import { allPages } from '@/lib/pages';
import { absoluteUrl } from '@/lib/seo';
import { axeViolations, expect, test, waitForHydration } from './fixtures';

// Driven by the route table: a page added to content/ is covered here without touching this file.
test.describe('every page', () => {
  for (const page of allPages) {
    test(`${page.path} renders its heading, metadata and passes axe`, async ({ page: tab, thirdPartyRequests }) => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(page.heading);
      await expect(tab.locator('h1')).toHaveCount(1);
      await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl(page.path));
      await expect(tab.locator('meta[name="description"]')).toHaveAttribute('content', page.description);
      await expect(tab.locator('html')).toHaveAttribute('lang', 'en-IN');
      await waitForHydration(tab);
      expect(await axeViolations(tab)).toEqual([]);
      expect(thirdPartyRequests, 'third-party requests on load').toEqual([]);
    });
  }

  test('titles are unique', async ({ page }) => {
    test.slow();
    const titles = new Map<string, string>();
    for (const p of allPages) {
      await page.goto(p.path);
      const title = await page.title();
      expect(titles.get(title), `"${title}" is used by ${titles.get(title)} and ${p.path}`).toBeUndefined();
      titles.set(title, p.path);
    }
  });
});

test('the shell carries the regulatory lines on every page', async ({ page }) => {
  // One visit per page of the route table, which grows with every page added (the calculators added eight).
  test.slow();
  for (const p of allPages) {
    await page.goto(p.path);
    const footer = page.locator('footer');
    await expect(footer).toContainText('AMFI-registered Mutual Fund Distributor');
    await expect(footer).toContainText('valid till 29-Jan-2027');
    await expect(footer).toContainText('Mutual Fund investments are subject to market risks, read all scheme related documents carefully.');
    await expect(footer).toContainText('© 2024');
    await expect(page.locator('body')).not.toContainText(/SEBI[- ]registered/i);
  }
});

test('sitemap.xml and robots.txt list the pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const p of allPages) expect(sitemap).toContain(`<loc>${absoluteUrl(p.path)}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
});

test.describe('an unknown path', () => {
  // Chromium logs the document's own 404 status; that one is the point of this test.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\) @ .*\/no-such-page\/$/] });

  test('gets the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toBeVisible();
  });
});
