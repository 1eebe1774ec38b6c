import type { Locator, Page } from '@playwright/test';
import { carouselTiming } from '@/content/home';
import { expect, nextFrames, waitForHydration } from './fixtures';

// Helpers for the home page's carousels. Rotation is driven by Playwright's clock: a test that looks
// at autoplay calls `page.clock.install()` before it opens the page, then moves time on with
// `page.clock.runFor`, so no test waits out the autoplay delay in real time. Before moving the clock,
// `nextFrames` lets React finish what it has queued (the effect that starts or stops Swiper's
// autoplay), so the timers it sets are there to be run.

export const servicesCarousel = (page: Page) => page.getByRole('region', { name: 'Our services' });
export const partnersCarousel = (page: Page) => page.getByRole('region', { name: 'Our partners' });

/** The label of the carousel's current page button, e.g. "Show slides 1 to 3". */
export function currentPage(carousel: Locator): Promise<string | null> {
  return carousel.locator('button[aria-current="true"]').getAttribute('aria-label');
}

/**
 * Brings the carousel into view (Swiper may load only when a carousel nears the viewport) and waits
 * until it has taken over from the server-rendered slides; the mouse is moved off it so that
 * hovering does not pause it.
 */
export async function bringIntoPlay(page: Page, carousel: Locator): Promise<void> {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-ready', '');
  await page.mouse.move(0, 0);
}

/** Opens the home page with the services carousel hydrated, in view and running. */
export async function openServicesCarousel(page: Page): Promise<Locator> {
  await page.goto('/');
  await waitForHydration(page);
  const carousel = servicesCarousel(page);
  await bringIntoPlay(page, carousel);
  await expect(carousel.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
  return carousel;
}

/** Where the carousel stands: its current page and the slide track's offset (Swiper sets it as a move starts). */
function position(carousel: Locator): Promise<{ page: string | null; offset: string }> {
  return carousel.evaluate((el) => ({
    page: el.querySelector('button[aria-current="true"]')?.getAttribute('aria-label') ?? null,
    offset: el.querySelector<HTMLElement>('.swiper-wrapper')?.style.transform ?? '',
  }));
}

/** Autoplay moves the carousel on once its delay has passed (the clock must be installed). */
export async function expectAdvancesByItself(page: Page, carousel: Locator): Promise<void> {
  await nextFrames(page);
  const before = await currentPage(carousel);
  await page.clock.runFor(carouselTiming.autoplayDelayMs + 100);
  await expect.poll(() => currentPage(carousel)).not.toBe(before);
}

/**
 * Rotation has stopped for good: the button offers to start it, and nothing moves while the clock
 * runs on for longer than a hover's resume delay plus one autoplay step (the clock must be installed).
 */
export async function expectStoppedForGood(page: Page, carousel: Locator): Promise<void> {
  await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  await page.mouse.move(0, 0);
  await nextFrames(page);
  const stopped = await position(carousel);
  // First past the hover's resume delay, then past one autoplay step from there.
  await page.clock.runFor(carouselTiming.resumeAfterHoverMs + 100);
  await nextFrames(page);
  await page.clock.runFor(carouselTiming.autoplayDelayMs + 100);
  expect(await position(carousel)).toEqual(stopped);
  await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
}
