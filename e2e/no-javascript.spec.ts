import { footerOrganisationRoutes } from '@/lib/routes';
import { allPages } from '@/lib/pages';
import { expect, test, WIDTH_INDEPENDENT } from './fixtures';

test.use({ javaScriptEnabled: false });

// One JavaScript-free context walks every page: a page costs a plain HTML load here, not a test of its own.
// What it reads (the heading's text, a non-empty main) is the same at any width: it runs once.
test('every page shows its content without JavaScript', WIDTH_INDEPENDENT, async ({ page }) => {
  test.setTimeout(allPages.length * 3_000);
  for (const p of allPages) {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
    await expect(page.locator('main')).not.toBeEmpty();
  }
});

test('on a phone without JavaScript the Menu control leads to every page @mobile', async ({ page }) => {
  await page.goto('/disclaimer/');
  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page).toHaveURL(/#footer-nav$/);
  const footerNav = page.locator('#footer-nav');
  await expect(footerNav).toBeInViewport();
  for (const route of footerOrganisationRoutes) await expect(footerNav.getByRole('link', { name: route.label, exact: true })).toBeVisible();
  await footerNav.getByRole('link', { name: 'Contact Us', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
});
