// Issue 26, the bars for phones: no page scrolls sideways at 320 or 375 px (a wide table scrolls in its
// own box, with a hint that it does), the footer stays under 1,500 px at 375 px, and every link and
// control in a list or a form is at least 44 px tall on a phone (links inside sentences excepted).
import type { Page } from '@playwright/test';
import { ui } from '@/content/ui';
import { allPages } from '@/lib/pages';
import { expect, test } from './fixtures';

const PHONE_WIDTHS = [320, 375] as const;
const MIN_TARGET = 44;
const MAX_FOOTER_HEIGHT = 1500;

/**
 * The targets a thumb aims at that are too short: buttons, summaries, selects, text boxes, links styled
 * as buttons, and links that stand alone (all the text of their list item or paragraph: a list of
 * links, "Open in Google Maps"). A link inside a sentence is measured by its line, as WCAG 2.5.8
 * allows, so it is left out. Hidden and visually hidden things are skipped.
 */
async function shortTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'button, summary, select, input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=range]), a.button, li > a, p > a',
    );
    const short: string[] = [];
    for (const element of candidates) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue; // visually hidden (the skip link until focused, honeypots)
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      if (element.matches('li > a, p > a') && !element.matches('a.button')) {
        const block = element.parentElement;
        const alone = block && block.textContent?.trim() === element.textContent?.trim();
        if (!alone) continue; // a link inside a sentence
      }
      if (box.height < min - 0.5)
        short.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.height)} px`);
    }
    return short;
  }, MIN_TARGET);
}

test.describe('on a phone @mobile', () => {
  for (const p of allPages) {
    test(`${p.path}: no sideways scroll at 320 and 375 px, wide boxes say they scroll, and list links and controls are ${MIN_TARGET} px tall`, async ({
      page,
    }) => {
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(p.path);
        const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
        expect.soft(widths.document, `document width at ${width} px`).toBeLessThanOrEqual(widths.viewport);

        // Every box that does scroll sideways says so, in words, where it is.
        const boxes = page.locator('[role="region"][tabindex="0"]');
        for (const box of await boxes.all()) {
          const scrolls = await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
          if (scrolls) await expect.soft(box.getByText(ui.scrollHint)).toBeVisible();
        }
      }
      expect.soft(await shortTargets(page), 'targets under 44 px at 375 px').toEqual([]);
    });
  }

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
