import { LOCALES } from '@/lib/i18n/locale';
import { footerOrganisationRoutes } from '@/lib/routes';
import { expect, test, WIDTH_INDEPENDENT } from './fixtures';
import { templateSample } from './templateSample';

test.use({ javaScriptEnabled: false });

// One JavaScript-free context per language walks every template (e2e/templateSample.ts): a page costs
// a plain HTML load here, not a test of its own, and the languages run side by side on the workers. Every page's heading is in its exported HTML
// (pages.spec.ts reads it on every page, check:html and check:links read every file). What it reads
// (the heading's text, a non-empty main) is the same at any width: it runs once.
for (const locale of LOCALES) {
  const samples = templateSample.flatMap((t) => t.pages.filter((p) => p.locale === locale));
  test(`every ${locale} template shows its content without JavaScript`, WIDTH_INDEPENDENT, async ({ page }) => {
    test.setTimeout(samples.length * 3_000);
    for (const { route: p } of samples) {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
      await expect(page.locator('main')).not.toBeEmpty();
    }
  });
}

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
