import { LOCALES } from '@/lib/i18n/locale';
import { footerOrganisationRoutes } from '@/lib/routes';
import { expect, test, WIDTH_INDEPENDENT } from './fixtures';
import { templateSample } from './templateSample';

test.use({ javaScriptEnabled: false });

// Every template is walked without JavaScript in one language, rotating through the locale table
// (e2e/templateSample.ts; the third template in the third language, the fourth in the first again):
// what shows without scripts is the template's markup and styles, the same code in every language, and
// every page's heading in every language is read from its exported HTML (pages.spec.ts; check:html and
// check:links read every file). One JavaScript-free context per language, a page costing a plain HTML
// load, the languages side by side on the workers. What it reads (the heading's text, a non-empty
// main) is the same at any width: it runs once.
for (const [position, locale] of LOCALES.entries()) {
  const samples = templateSample.flatMap((t, index) =>
    index % LOCALES.length === position ? t.pages.filter((p) => p.locale === locale) : [],
  );
  test(
    `templates ${position + 1}, ${position + 1 + LOCALES.length}... of the sample show their content in ${locale} without JavaScript`,
    WIDTH_INDEPENDENT,
    async ({ page }) => {
      test.setTimeout(samples.length * 3_000 + 10_000);
      expect(samples.length).toBeGreaterThan(0);
      for (const { route: p } of samples) {
        await page.goto(p.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
        await expect(page.locator('main')).not.toBeEmpty();
      }
    },
  );
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
