import type { Locator } from '@playwright/test';
import { featureCards } from '@/lib/pages/features';
import { wordsFor } from '@/lib/i18n/words';
import { fillTemplate } from '@/lib/template';
import { aboutTeaser, hero } from '@/content/en/home';
import { indiaMarketOverview } from '@/content/markets';
import { partners } from '@/content/partners';
import { routeFor } from '@/lib/routes';
import { site } from '@/content/site';
import { specFeatureNames, specStrings } from '@/content/specStrings';
import { testimonials } from '@/lib/pages/testimonials';
import { SYMBOL_OVERVIEW_SCRIPT } from '@/lib/embeds/tradingview';
import {
  bringIntoPlay,
  expectAdvancesByItself,
  expectStoppedForGood,
  openServicesCarousel,
  partnersCarousel,
  servicesCarousel as services,
} from './carousel';
import { axeViolations, expect, nextFrames, scrollBy, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';

// Chromium logs the blocked TradingView script (the fixture blocks every other host); nothing else may appear.
// Any scroll (including Playwright's own, before a click) can bring the market section near and load it.
const TRADINGVIEW_BLOCKED =
  /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED.* @ https:\/\/s3\.tradingview\.com\/external-embedding\/embed-widget-symbol-overview\.js$/;
test.use({ expectedConsoleErrors: [TRADINGVIEW_BLOCKED] });

/** Slides lying wholly inside the carousel's viewport, and how many of all slides are reachable (not inert). */
async function slideCounts(carousel: Locator): Promise<{ fullyVisible: number; reachable: number }> {
  return carousel.evaluate((el) => {
    const viewport = el.querySelector('.swiper')!.getBoundingClientRect();
    const slides = [...el.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    const fullyVisible = slides.filter((s) => {
      const r = s.getBoundingClientRect();
      return r.width > 0 && r.left >= viewport.left - 1 && r.right <= viewport.right + 1;
    }).length;
    return { fullyVisible, reachable: slides.filter((s) => !s.inert).length };
  });
}

test('the hero has a stable heading, a rotating welcome line and a Learn More link to About', WIDTH_INDEPENDENT, async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(routeFor('/').heading);
  await expect(page.locator('[data-current]')).toHaveText(`Welcome to ${site.shortName}`);
  await expect(page.locator('[aria-live]').filter({ hasText: site.shortName })).toHaveCount(0);
  await waitForHydration(page);
  // The spec's words exactly (content/specStrings.ts), as the button shows them.
  const learnMore = page.getByRole('link', { name: new RegExp(`^${hero.learnMoreLabel}`) });
  await expect(learnMore).toContainText(specStrings.heroButton.text);
  expect(hero.learnMoreLabel).toBe(specStrings.heroButton.text);
  await learnMore.click();
  await expect(page).toHaveURL(/#about$/);
  await expect(page.getByRole('heading', { level: 2, name: aboutTeaser.heading })).toBeInViewport();
  await expect(page.locator('#about').getByRole('link', { name: 'More about us' })).toHaveAttribute('href', '/about/');
});

test('the feature cards lead to the calculator here and to the external tools in a new tab', WIDTH_INDEPENDENT, async ({ page }) => {
  await page.goto('/');
  const grid = page.locator('#tools');
  await expect(grid.getByRole('listitem')).toHaveCount(6);
  // The six names the spec gives, in its order.
  await expect(grid.getByRole('heading', { level: 3 })).toHaveText(specFeatureNames.map((name) => new RegExp(`^${name.text}`)));
  for (const feature of featureCards(wordsFor('en').features, 'en')) {
    if (feature.route.startsWith('/')) {
      const link = grid.getByRole('link', { name: feature.heading, exact: true });
      await expect(link).toHaveAttribute('href', feature.route);
      await expect(link).not.toHaveAttribute('target', /.*/);
    } else {
      const link = grid.getByRole('link', { name: `${feature.heading} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', feature.route);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  }
  await grid.getByRole('link', { name: 'Financial Calculator' }).click();
  await expect(page).toHaveURL(/\/financial-calculator\/$/);
});

test('testimonials are figures with a quote and the person, and partners are named links', WIDTH_INDEPENDENT, async ({ page }) => {
  await page.goto('/');
  const figures = page.locator('#testimonials figure');
  await expect(figures).toHaveCount(site.showTestimonials ? testimonials.length : 0);
  for (const [i, t] of testimonials.entries()) {
    await expect(figures.nth(i).locator('blockquote')).toHaveText(t.quote);
    await expect(figures.nth(i).locator('figcaption')).toContainText(t.name);
    await expect(figures.nth(i).locator('figcaption')).toContainText(t.jobTitle);
  }
  const carousel = partnersCarousel(page);
  for (const p of partners) {
    const link = carousel.getByRole('link', { name: `${p.logo.alt} (opens in a new tab)`, includeHidden: true });
    await expect(link).toHaveAttribute('href', p.href);
    await expect(link.locator('img')).toHaveAttribute('alt', p.logo.alt);
  }
});

test.describe('carousel layout', () => {
  const widths = [
    { width: 1280, services: 3, partners: 10 },
    { width: 900, services: 2, partners: 3 },
    { width: 375, services: 1, partners: 3 },
  ];

  test('shows 3/2/1 services and 10/3/3 partners at 1280, 900 and 375 px, before and after hydration @desktop', async ({ page }) => {
    for (const { width, services: s, partners: p } of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      // The exported HTML already lays the slides out in place.
      expect((await slideCounts(services(page))).fullyVisible, `services before hydration at ${width}`).toBe(s);
      expect((await slideCounts(partnersCarousel(page))).fullyVisible, `partners before hydration at ${width}`).toBe(p);
      await waitForHydration(page);
      await bringIntoPlay(page, services(page));
      await bringIntoPlay(page, partnersCarousel(page));
      // Autoplay may be mid-move by now: the count is of the carousel at rest.
      await expect.poll(() => slideCounts(services(page)), { message: `services at ${width}` }).toEqual({ fullyVisible: s, reachable: s });
      await expect
        .poll(() => slideCounts(partnersCarousel(page)), { message: `partners at ${width}` })
        .toEqual({ fullyVisible: p, reachable: p });
    }
  });

  test('shows one service and three partners on a phone @mobile', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await bringIntoPlay(page, services(page));
    await bringIntoPlay(page, partnersCarousel(page));
    await expect.poll(() => slideCounts(services(page))).toEqual({ fullyVisible: 1, reachable: 1 });
    await expect.poll(() => slideCounts(partnersCarousel(page))).toEqual({ fullyVisible: 3, reachable: 3 });
  });

  test('partners move five at a time on a desktop @desktop', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const carousel = partnersCarousel(page);
    await bringIntoPlay(page, carousel);
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('button', { name: 'Show slides 6 to 15' })).toHaveAttribute('aria-current', 'true');
    await expect.poll(async () => (await slideCounts(carousel)).reachable).toBe(10);
    await expect(carousel.getByRole('group', { name: '1 of 15', exact: true })).not.toBeInViewport();
  });
});

test.describe('services carousel rotation', () => {
  // Rotation runs on Playwright's clock: no test waits out the autoplay delay in real time.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test(
    'starts on its first page and advances by itself, with its pause button first in its tab order',
    WIDTH_INDEPENDENT,
    async ({ page }) => {
      // Notes each page the carousel shows as React renders it, so the first is known however long the
      // steps below take (the clock runs on in real time until the test moves it).
      await page.addInitScript(() => {
        const shown: string[] = [];
        (window as unknown as { __servicesPages: string[] }).__servicesPages = shown;
        new MutationObserver(() => {
          const label = document.querySelector('[aria-label="Our services"] button[aria-current="true"]')?.getAttribute('aria-label');
          if (label && shown.at(-1) !== label) shown.push(label);
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-current'] });
      });
      const carousel = await openServicesCarousel(page);
      await expect(carousel.getByRole('button').first()).toHaveAccessibleName('Stop automatic slide show');
      await expectAdvancesByItself(page, carousel);
      const shown = await page.evaluate(() => (window as unknown as { __servicesPages: string[] }).__servicesPages);
      expect(shown[0]).toMatch(/^Show slides? 1\b/);
    },
  );

  test('stops when paused and does not move again', WIDTH_INDEPENDENT, async ({ page }) => {
    const carousel = await openServicesCarousel(page);
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await expectStoppedForGood(page, carousel);
  });

  test('stops when keyboard focus enters, and stays stopped after focus leaves', WIDTH_INDEPENDENT, async ({ page }) => {
    const carousel = await openServicesCarousel(page);
    // Tab from the "See all services" link just before the carousel: first the link past it, then its pause button.
    await page.locator('#services').getByRole('link', { name: 'See all services' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: fillTemplate(wordsFor('en').ui.carousel.skip, { label: 'Our services' }) })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expectStoppedForGood(page, carousel);
  });
});

test.describe('scrolling the page', () => {
  test('makes no third-party request until the market section nears, then falls back to links', async ({ page, thirdPartyRequests }) => {
    await page.goto('/');
    await waitForHydration(page);
    const market = page.locator('#market-overview');
    const viewportHeight = page.viewportSize()!.height;
    // Scroll down in steps; while the section is well below the fold, nothing may leave the site.
    for (;;) {
      const top = await market.evaluate((el) => el.getBoundingClientRect().top);
      if (top < viewportHeight + 400) break;
      expect(thirdPartyRequests, `requests with the market section ${Math.round(top)} px down`).toEqual([]);
      await scrollBy(page, 300);
    }
    expect(thirdPartyRequests).toEqual([]);
    await market.scrollIntoViewIfNeeded();
    await expect.poll(() => thirdPartyRequests).toEqual([SYMBOL_OVERVIEW_SCRIPT]);
    await expect(market.getByRole('status')).toHaveText(/The live chart could not be loaded/);
    await expect(market.getByRole('link', { name: `${indiaMarketOverview.symbols[0]?.label} (opens in a new tab)` })).toHaveAttribute(
      'href',
      'https://www.tradingview.com/symbols/BSE-SENSEX/',
    );
    await expect(market.locator(`script[src="${SYMBOL_OVERVIEW_SCRIPT}"]`)).toHaveCount(1);
  });

  test('passes axe with the carousels mid-rotation and the market fallback showing', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('#market-overview').scrollIntoViewIfNeeded();
    await expect(page.locator('#market-overview').getByRole('status')).toHaveText(/could not be loaded/);
    const carousel = services(page);
    await bringIntoPlay(page, carousel);
    // Axe starts as the move does, and may finish after it: mid-move or settled, it must find nothing.
    await expectAdvancesByItself(page, carousel);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('shifts no layout from first paint to the footer', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: { value: number; sources: string[] }[]; __takeShifts: () => void };
      w.__shifts = [];
      const record = (entries: PerformanceEntryList) => {
        for (const entry of entries as unknown as { value: number; sources?: { node?: Node }[] }[]) {
          w.__shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((s) =>
              s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName),
            ),
          });
        }
      };
      const observer = new PerformanceObserver((list) => record(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      w.__takeShifts = () => record(observer.takeRecords());
    });
    await page.goto('/');
    await waitForHydration(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 400) await scrollBy(page, 400);
    await expect(page.locator('#market-overview').getByRole('status')).toHaveText(/could not be loaded/);
    // Entries for every frame drawn so far are queued by the next frames; take them along with the rest.
    await nextFrames(page);
    const shifts = await page.evaluate(() => {
      const w = window as unknown as { __shifts: unknown[]; __takeShifts: () => void };
      w.__takeShifts();
      return w.__shifts;
    });
    expect(shifts).toEqual([]);
  });
});
