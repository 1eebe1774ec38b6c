// The phone menu closes on an outside tap and on Escape, and the page holds still while it is open.
import { expect, nextFrames, test, waitForHydration } from './fixtures';

async function openMenu(page: import('@playwright/test').Page) {
  await page.goto('/about/');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return toggle;
}

test('a tap outside the open menu closes it @mobile', async ({ page }) => {
  const toggle = await openMenu(page);
  await page.touchscreen.tap(180, 700);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })).toBeHidden();
});

test('Escape closes the menu and puts focus back on its button @mobile', async ({ page }) => {
  const toggle = await openMenu(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('the page does not scroll under the open menu, and scrolls again once it closes @mobile', async ({ page }) => {
  const toggle = await openMenu(page);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await page.mouse.wheel(0, 600);
  // A page free to scroll has moved by the second frame after the wheel (as the poll below shows once the menu closes).
  await nextFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
