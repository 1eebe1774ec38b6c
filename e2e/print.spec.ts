// A printout must lead back to the firm and the result: every printout (each calculator and both questionnaires) carries the firm's phone, e-mail
// and web address, the date it was printed and the address that reopens the result; the chart's
// colours print; a calculator's result prints beside its form, so page 1 is not left half blank.
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { ui } from '@/content/en/ui';
import { expect, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';

const toolPaths = routes.map((r) => r.path).filter((path) => path === '/financial-calculator/' || /^\/tools\/.+/.test(path));

test(
  'every calculator and questionnaire prints the firm, the date and the link that reopens the result',
  WIDTH_INDEPENDENT,
  async ({ page }) => {
    test.setTimeout(toolPaths.length * 6_000);
    expect(toolPaths.length).toBeGreaterThanOrEqual(10);
    for (const path of toolPaths) {
      await page.emulateMedia({ media: 'screen' });
      await page.goto(path);
      await waitForHydration(page);
      await page.emulateMedia({ media: 'print' });
      const header = page.locator('.print-only').first();
      await expect(header, path).toBeVisible();
      await expect(header).toContainText(site.phone.display);
      await expect(header).toContainText(site.email);
      await expect(header).toContainText(site.url.replace(/^https?:\/\//, ''));
      await expect(header).toContainText(ui.printedOn);
      // The page's own address, with whatever query holds the result.
      await expect(header.locator('[data-print-link]')).toHaveText(page.url());
      // Nothing of the screen's chrome: the contact strip, the header and the action bar stay off paper.
      await expect(page.locator('body > header')).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Quick contact' })).toBeHidden();
    }
  },
);

test('a calculator prints its result beside its form, the chart and swatches in colour', WIDTH_INDEPENDENT, async ({ page }) => {
  await page.goto('/tools/regular-vs-direct/');
  await waitForHydration(page);
  await page.emulateMedia({ media: 'print' });
  const form = page.getByRole('form').first();
  const result = page.getByRole('heading', { name: 'Your comparison' });
  // The calculator's code arrives as it nears the view: measure once its result is on the page.
  await Promise.all([expect(form).toBeVisible(), expect(result).toBeVisible()]);
  // Side by side: the result starts level with the form, not under it. Measured until both are drawn:
  // the live tool may replace the exported form between the two reads, leaving no box for a moment.
  await expect
    .poll(async () => {
      const [formBox, resultBox] = await Promise.all([form.boundingBox(), result.boundingBox()]);
      if (!formBox || !resultBox) return 'not drawn yet';
      return { level: resultBox.y < formBox.y + 100, beside: resultBox.x > formBox.x + formBox.width / 2 };
    })
    .toEqual({ level: true, beside: true });
  const adjust = await page.evaluate(() =>
    [...document.querySelectorAll('[class*="swatch"]')].map((el) => getComputedStyle(el).printColorAdjust),
  );
  expect(adjust.length).toBeGreaterThan(0);
  expect(new Set(adjust)).toEqual(new Set(['exact']));
});
