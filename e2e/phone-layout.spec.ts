// The bars for phones that are not per page (every page of both editions is checked at 375
// and 320 px in e2e/pages.spec.ts): the footer stays under 1,700 px at 375 px, and the fitness rules
// table scrolls in its own box.
import { ui } from '@/content/en/ui';
import { expect, test } from './fixtures';

// 1,500 until the Companies Act's website disclosures (the registered office and the person for queries
// and grievances, on every page) joined the footer's first block: about 130 px at 375 px.
const MAX_FOOTER_HEIGHT = 1700;

test.describe('on a phone @mobile', () => {
  test(`the footer is under ${MAX_FOOTER_HEIGHT} px at 375 px, with its lists folded`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about/');
    const height = await page.locator('footer').evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThan(MAX_FOOTER_HEIGHT);
  });

  test('the financial fitness rules table scrolls inside its own box, and says so', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/tools/financial-fitness/');
    const box = page.getByRole('region', { name: 'The rules of thumb and their weights' });
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(box.getByText(ui.scrollHint)).toBeVisible();
    // The page itself, and the action bar fixed to it, stay the screen's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(page.getByRole('link', { name: 'Request a call back' })).toBeInViewport({ ratio: 1 });
  });
});
