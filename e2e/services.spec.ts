import { routeFor } from '@/lib/routes';
import { legacyServicePaths, type LegacyServicePath } from '@/content/services';
import { legacyTarget, services as servicesAsDeclared } from '@/lib/pages/services';
import type { Service } from '@/content/types';
import { absoluteUrl } from '@/lib/pages/seo';
import { expect, stubThirdParties, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';

const services: readonly Service[] = servicesAsDeclared;
const VIDEO_HOSTS = /youtube|ytimg|googlevideo|youtube-nocookie/;
const withVideo = services.find((s) => s.video);

test('the index shows a card for every service, each leading to its page', WIDTH_INDEPENDENT, async ({ page }) => {
  const response = await page.goto('/services/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeFor('/services/').heading);
  const main = page.getByRole('main');
  await expect(main.getByRole('article')).toHaveCount(services.length);
  for (const s of services) await expect(main.getByRole('link', { name: s.heading, exact: true })).toHaveAttribute('href', s.route);
  await main.getByRole('link', { name: services[1]?.heading ?? '', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${services[1]?.route}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(services[1]?.heading ?? '');
});

// Each service page's heading, picture, sections, call to action, sidebar, axe and sitemap entry are
// checked on the one visit per page in pages.spec.ts.

test.describe('the services sidebar', () => {
  test('is open on load, closes when a service is chosen and lands on that page', async ({ page }) => {
    const [from, to] = [services[0], services[5]];
    if (!from || !to) throw new Error('need two services');
    await page.goto(from.route);
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', { name: 'Service pages' });
    const toggle = sidebar.getByRole('button', { name: /services/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(list).toBeVisible();
    for (const s of services) await expect(list.getByRole('link', { name: s.heading, exact: true })).toBeVisible();

    await list.getByRole('link', { name: to.heading, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${to.route}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(to.heading);
    // The new page has its own sidebar (and list id): find them again.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const newList = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(newList).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(newList.getByRole('link', { name: to.heading, exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('collapses and opens again with its toggle', async ({ page }) => {
    await page.goto(services[2]?.route ?? '/services/');
    await waitForHydration(page);
    const toggle = page.getByRole('navigation', { name: 'Service pages' }).getByRole('button', { name: /services/i });
    const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
  });
});

test.describe('the video player', () => {
  // The fixture blocks the player's request once play is pressed; Chromium logs no console error for a
  // blocked frame, so this test declares none.
  test(
    'contacts no video host until play is pressed, then loads the privacy-enhanced player in the same box',
    WIDTH_INDEPENDENT,
    async ({ page, thirdPartyRequests }) => {
      if (!withVideo?.video) throw new Error('no service has a video');
      await page.goto(withVideo.route);
      await waitForHydration(page);
      const play = page.getByRole('button', { name: `Play video: ${withVideo.video.title}` });
      await play.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 600);
      await page.waitForLoadState('networkidle');
      expect(thirdPartyRequests.filter((url) => VIDEO_HOSTS.test(url))).toEqual([]);
      await expect(page.locator('main iframe')).toHaveCount(0);

      // Positions in the document, not the viewport: focus moving into the player may scroll the page.
      const nextHeading = page.getByRole('heading', { level: 2, name: withVideo.sections[0]?.heading ?? '' });
      const documentTop = () => nextHeading.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const before = await play.boundingBox();
      const headingBefore = await documentTop();
      // YouTube answers with a stand-in, so the player stays (a blocked one gives way to a message: zoom-and-focus.spec.ts).
      await stubThirdParties(page, thirdPartyRequests);
      await play.click();

      const frame = page.locator('main iframe');
      await expect(frame).toHaveAttribute('title', withVideo.video.title);
      await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${withVideo.video.youtubeId}?autoplay=1&rel=0`);
      await expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen');
      await expect.poll(() => thirdPartyRequests.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
      expect(thirdPartyRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);

      const after = await frame.boundingBox();
      expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
      expect(await documentTop()).toBeCloseTo(headingBefore, 0);
    },
  );
  // Its absence from pages without a video is checked on the one visit per page in pages.spec.ts.
});

test.describe('old addresses', () => {
  for (const old of Object.keys(legacyServicePaths) as LegacyServicePath[]) {
    const target = legacyTarget(old);

    test(`/services/${old}/ sends the visitor to ${target.route}`, WIDTH_INDEPENDENT, async ({ page }) => {
      await page.goto(`/services/${old}/`);
      await expect(page).toHaveURL(new RegExp(`${target.route}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
    });

    test(
      `/services/${old}/ points search engines at ${target.route} and stays out of the index`,
      WIDTH_INDEPENDENT,
      async ({ request }) => {
        const response = await request.get(`/services/${old}/`);
        expect(response.status()).toBe(200);
        const html = await response.text();
        const head = html.slice(0, html.indexOf('</head>'));
        expect(head).toContain(`<meta http-equiv="refresh" content="0; url=${target.route}"/>`);
        expect(head).toContain(`<link rel="canonical" href="${absoluteUrl(target.route)}"/>`);
        expect(head).toMatch(/<meta name="robots" content="noindex/);
        expect(html).toContain(`href="${target.route}"`);
      },
    );
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sidebar list is open and usable, and a video page still offers its film', async ({ page }) => {
    if (!withVideo?.video) throw new Error('no service has a video');
    await page.goto(withVideo.route);
    const sidebar = page.getByRole('navigation', { name: 'Service pages' });
    await expect(sidebar.getByRole('button')).toHaveCount(0);
    for (const s of services) await expect(sidebar.getByRole('link', { name: s.heading, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=${withVideo.video.youtubeId}`,
    );
    const other = services.find((s) => s.id !== withVideo.id);
    await sidebar.getByRole('link', { name: other?.heading ?? '', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other?.heading ?? '');
  });

  test('an old address still forwards the visitor', WIDTH_INDEPENDENT, async ({ page }) => {
    const target = legacyTarget('financial-planning');
    await page.goto('/services/financial-planning/');
    await expect(page).toHaveURL(new RegExp(`${target.route}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
  });
});
