// The bars for phones, as checks any spec runs on a page it has open at a phone's width: no
// sideways scroll (a wide table scrolls in its own box, with a hint that it says so), and every link
// and control in a list or a form at least 44 px tall (links inside sentences excepted).
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const MIN_TARGET = 44;

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

/** The page, at the width it is open at, does not scroll sideways, and each box that does says so in `scrollHint`. */
export async function expectNoSidewaysScroll(page: Page, scrollHint: string): Promise<void> {
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect.soft(widths.document, `document width at ${widths.viewport} px`).toBeLessThanOrEqual(widths.viewport);
  for (const box of await page.locator('[role="region"][tabindex="0"]').all()) {
    const scrolls = await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    if (scrolls) await expect.soft(box.getByText(scrollHint)).toBeVisible();
  }
}

/** Both bars on the page as it is open (the per-page specs call this at 375 px). */
export async function expectPhoneLayout(page: Page, scrollHint: string): Promise<void> {
  await expectNoSidewaysScroll(page, scrollHint);
  expect.soft(await shortTargets(page), `targets under ${MIN_TARGET} px`).toEqual([]);
}
