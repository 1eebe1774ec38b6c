// Motion the visitor did not ask for: the services carousel stops for good on any interaction, and the hero's welcome line
// never shows two phrases at once.
import type { Page } from '@playwright/test';
import { hero } from '@/content/en/home';
import { currentPage, expectStoppedForGood, openServicesCarousel } from './carousel';
import { expect, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';

// Chromium logs the blocked TradingView script if a scroll brings the market section near.
test.use({
  expectedConsoleErrors: [/^Failed to load resource: net::ERR_NAME_NOT_RESOLVED.* @ https:\/\/s3\.tradingview\.com\//],
});

// Time is Playwright's clock here: each test installs it before opening the page.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

async function swipeLeft(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from - step * box.width * 0.08, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('a swipe on the services carousel stops its rotation until play is pressed @mobile', async ({ page }) => {
  const carousel = await openServicesCarousel(page);
  const viewport = carousel.locator('.swiper');
  const before = await currentPage(carousel);
  const box = await viewport.boundingBox();
  if (!box) throw new Error('carousel has no box');
  await swipeLeft(page, box);
  await expect.poll(() => currentPage(carousel)).not.toBe(before);
  await expectStoppedForGood(page, carousel);
  await carousel.getByRole('button', { name: 'Start automatic slide show' }).click();
  await expect(carousel.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
});

test('a mouse drag on the services carousel stops its rotation @desktop', async ({ page }) => {
  const carousel = await openServicesCarousel(page);
  const box = await carousel.locator('.swiper').boundingBox();
  if (!box) throw new Error('carousel has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, y, { steps: 10 });
  await page.mouse.up();
  await expectStoppedForGood(page, carousel);
});

for (const control of ['Next slide', 'Previous slide', 'dot'] as const) {
  test(
    `pressing ${control === 'dot' ? 'a page dot' : `"${control}"`} stops the rotation until play is pressed`,
    WIDTH_INDEPENDENT,
    async ({ page }) => {
      const carousel = await openServicesCarousel(page);
      const button =
        control === 'dot'
          ? carousel.locator('button[aria-label^="Show slide"]:not([aria-current])').first()
          : carousel.getByRole('button', { name: control });
      await button.click();
      await expectStoppedForGood(page, carousel);
    },
  );
}

test('the hero shows one welcome phrase at a time: the old one leaves before the new one arrives', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  // When the phrase changes, its CSS transitions are paused and stepped through (Web Animations), so
  // every moment of the change is looked at, however busy the machine.
  await page.evaluate(() => {
    const w = window as unknown as { __phraseChange: Promise<{ most: number; lines: number }> };
    const rotator = document.querySelector('[data-current]')?.parentElement;
    if (!rotator) throw new Error('no rotating welcome line');
    w.__phraseChange = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        const lines = [...rotator.children];
        // Reading the style starts the transitions now, before any of them can run.
        lines.forEach((line) => getComputedStyle(line).opacity);
        const transitions = document
          .getAnimations()
          .filter((a) => lines.some((line) => line === (a.effect as KeyframeEffect | null)?.target));
        for (const t of transitions) t.pause();
        let most = 0;
        for (let ms = 0; ms <= 1_000; ms += 20) {
          for (const t of transitions) t.currentTime = ms;
          const showing = lines.filter((el) => {
            const style = getComputedStyle(el);
            return style.visibility === 'visible' && Number(style.opacity) > 0.01;
          }).length;
          most = Math.max(most, showing);
        }
        resolve({ most, lines: lines.length });
      });
      observer.observe(rotator, { attributes: true, subtree: true, attributeFilter: ['data-current'] });
    });
  });
  await page.clock.runFor(hero.welcomeIntervalMs);
  const change = await page.evaluate(() => (window as unknown as { __phraseChange: Promise<unknown> }).__phraseChange);
  expect(change).toEqual({ most: 1, lines: hero.welcomeLines.length });
  await expect(page.locator('[data-current]')).toHaveText(hero.welcomeLines[1] ?? '');
});
