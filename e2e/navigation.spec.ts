import { navRoutes, routeFor } from '@/lib/routes';
import { nextStepsFor } from '@/lib/pages/nextSteps';
import { ui } from '@/content/en/ui';
import { site } from '@/content/site';
import { formatAddress } from '@/lib/format';
import { expect, stubThirdParties, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';

test.describe('navbar', () => {
  test('shows every main link and the Login button', async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (isMobile) await nav.getByRole('button', { name: 'Menu' }).click();
    for (const route of navRoutes) await expect(nav.getByRole('link', { name: route.label, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login/');
  });

  test('the hamburger toggles the menu on a phone and a link click closes it @mobile', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Menu' });
    const about = nav.getByRole('link', { name: 'About Us' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toBeVisible();
    await button.click();
    await expect(about).toBeHidden();
    await button.click();
    await about.click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();
  });

  test('has no hamburger on a desktop @desktop', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });
});

test('a route change starts at the top of the page, even from the footer', async ({ page }) => {
  await page.goto('/disclosure/');
  await waitForHydration(page);
  const footerLink = page.locator('footer').getByRole('link', { name: 'Grievance Redressal' });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await footerLink.click();
  await expect(page).toHaveURL(/\/grievance-redressal\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grievance redressal');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test(
  'a link to another page opens it without a page load, and pointing at it fetches that page first',
  WIDTH_INDEPENDENT,
  async ({ page }) => {
    await page.goto('/about/');
    await waitForHydration(page);
    await page.evaluate(() => document.documentElement.setAttribute('data-first-document', ''));
    const target = routeFor('/grievance-redressal/');
    const link = page.locator('footer').getByRole('link', { name: target.label });
    const prefetch = page.waitForRequest(
      (r) => new URL(r.url()).pathname.startsWith(target.path) && new URL(r.url()).pathname.endsWith('.txt'),
    );
    await link.hover();
    await prefetch;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
    await expect(page.locator('html')).toHaveAttribute('data-first-document', '');
    // With a modifier key the browser keeps its own meaning (here, Shift: a new window), and this page stays put.
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page
        .locator('footer')
        .getByRole('link', { name: routeFor('/privacy/').label })
        .click({ modifiers: ['Shift'] }),
    ]);
    await expect(popup).toHaveURL(/\/privacy\/$/);
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
  },
);

test('the skip link moves focus to the main content', WIDTH_INDEPENDENT, async ({ page }) => {
  await page.goto('/about/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the footer map loads only when asked @desktop', async ({ page, thirdPartyRequests }) => {
  await page.goto('/about/');
  await waitForHydration(page);
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  // The summary of a closed <details>: the lazy frame inside is neither rendered nor fetched.
  const showMap = footer.locator('summary', { hasText: 'Show map' });
  await expect(showMap).toBeVisible();
  await expect(footer.locator('iframe')).toBeHidden();
  expect(thirdPartyRequests).toEqual([]);
  // Google answers with a stand-in, so the frame stays (a blocked one gives way to a message: footer.spec.ts).
  await stubThirdParties(page, thirdPartyRequests);
  await showMap.click();
  await expect(footer.locator('iframe')).toBeVisible();
  await expect(footer.locator('iframe')).toHaveAttribute('title', /Map showing the office/);
  await expect.poll(() => thirdPartyRequests.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
});

// A phone screen is short: the footer gives the address once, with "Open in Google Maps", and no map box.
test('on a phone the footer shows the address once with "Open in Google Maps" and no map box @mobile', async ({
  page,
  thirdPartyRequests,
}) => {
  await page.goto('/about/');
  const footer = page.locator('footer');
  await expect(footer.getByText(formatAddress(site.address), { exact: true })).toHaveCount(1);
  await expect(footer.getByRole('link', { name: /Open in Google Maps/ })).toBeVisible();
  await expect(footer.locator('summary', { hasText: 'Show map' })).toBeHidden();
  expect(thirdPartyRequests).toEqual([]);
});

// These pages would otherwise end without a way on: each ends with a next step (lib/pages/nextSteps.ts).
test('the calculators hub, the disclosure and the privacy notice each end with a next step', WIDTH_INDEPENDENT, async ({ page }) => {
  const nextSteps = nextStepsFor('en');
  for (const [path, step] of [
    ['/tools/', nextSteps.tools],
    ['/disclosure/', nextSteps.disclosure],
    ['/privacy/', nextSteps.privacy],
  ] as const) {
    await page.goto(path);
    const panel = page.getByRole('complementary', { name: step.heading });
    await expect(panel).toBeVisible();
    for (const link of step.links) await expect(panel.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    // Nothing of the page's own comes after it.
    const last = await page.locator('main').evaluate((main) => {
      const panels = main.querySelectorAll('aside');
      const aside = panels[panels.length - 1];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      let lastText: Node | null = null;
      while (walker.nextNode()) if (walker.currentNode.textContent?.trim()) lastText = walker.currentNode;
      return Boolean(aside && lastText && aside.contains(lastText));
    });
    expect(last, `${path} ends with its next step`).toBe(true);
  }
});

// Long pages (home 12 screens, about 15 on a phone) get an "On this page" list near the top
// whose every link lands on the section it names, and a way back up at the end.
test.describe('a long page', () => {
  // Jumping down the home page passes the market chart, which loads near view and is blocked here.
  test.use({ expectedConsoleErrors: [/s3\.tradingview\.com/] });

  test('long pages start with an "On this page" list of jump links and end with a way back up', WIDTH_INDEPENDENT, async ({ page }) => {
    for (const path of ['/', '/about/']) {
      await page.goto(path);
      const list = page.getByRole('navigation', { name: ui.onThisPage });
      await expect(list).toBeVisible();
      // Near the top: within the first two screens.
      const top = await list.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThan(2 * (page.viewportSize()?.height ?? 800));
      const links = await list.getByRole('link').all();
      expect(links.length).toBeGreaterThanOrEqual(4);
      for (const link of links) {
        const id = ((await link.getAttribute('href')) ?? '').replace(/^#/, '');
        const heading = page.locator(`[id="${id}"]`).locator('xpath=self::h2|.//h2').first();
        await expect(heading, `${path}#${id}`).toHaveText((await link.textContent()) ?? '');
      }
      const back = page.getByRole('link', { name: ui.backToTop });
      await expect(back).toHaveAttribute('href', '#main');
      await back.click();
      await expect(page.locator('main')).toBeInViewport();
    }
  });
});
