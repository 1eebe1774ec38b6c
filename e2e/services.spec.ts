import { routeFor } from '@/content/routes';
import { legacyServicePaths, legacyTarget, services as servicesAsDeclared, type LegacyServicePath } from '@/content/services';
import type { Service } from '@/content/types';
import { contactHrefFor } from '@/lib/contactLinks';
import { absoluteUrl } from '@/lib/seo';
import { axeViolations, expect, test, waitForHydration } from './fixtures';

const services: readonly Service[] = servicesAsDeclared;
const VIDEO_HOSTS = /youtube|ytimg|googlevideo|youtube-nocookie/;
const withVideo = services.find((s) => s.video);
const withoutVideo = services.find((s) => !s.video);

test('the index shows a card for every service, each leading to its page', async ({ page }) => {
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

test('sitemap.xml lists the index and all ten services, and none of the old addresses', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${absoluteUrl('/services/')}</loc>`);
  for (const s of services) expect(sitemap).toContain(`<loc>${absoluteUrl(s.route)}</loc>`);
  for (const old of Object.keys(legacyServicePaths)) expect(sitemap).not.toContain(`/services/${old}/`);
});

test.describe('every service page', () => {
  for (const service of services) {
    test(`${service.route} has its heading, picture, text, lists, call to action and no axe violations`, async ({
      page,
      thirdPartyRequests,
    }) => {
      const response = await page.goto(service.route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.heading);
      const article = page.getByRole('article').first();
      await expect(article.getByRole('img', { name: service.thumbnailImage.alt })).toBeVisible();
      await expect(article.locator('ul li').first()).toBeVisible();
      for (const section of service.sections) await expect(article.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
      await expect(article.getByRole('link', { name: 'Book a conversation' })).toHaveAttribute(
        'href',
        contactHrefFor('/contact/', service.id),
      );
      const play = page.getByRole('button', { name: /^Play video: / });
      await waitForHydration(page);
      if (service.video) await expect(play).toHaveAccessibleName(`Play video: ${service.video.title}`);
      else await expect(play).toHaveCount(0);

      const sidebar = page.getByRole('navigation', { name: 'Service pages' });
      await expect(sidebar.getByRole('link', { name: service.heading, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);

      expect(await axeViolations(page)).toEqual([]);
      expect(thirdPartyRequests).toEqual([]);
    });
  }
});

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
  test('contacts no video host until play is pressed, then loads the privacy-enhanced player in the same box', async ({
    page,
    thirdPartyRequests,
  }) => {
    if (!withVideo?.video) throw new Error('no service has a video');
    await page.goto(withVideo.route);
    await waitForHydration(page);
    const play = page.getByRole('button', { name: `Play video: ${withVideo.video.title}` });
    await play.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await page.waitForLoadState('networkidle');
    expect(thirdPartyRequests.filter((url) => VIDEO_HOSTS.test(url))).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    // Positions in the document, not the viewport: focus moving into the player may scroll the page.
    const nextHeading = page.getByRole('heading', { level: 2, name: withVideo.sections[0]?.heading ?? '' });
    const documentTop = () => nextHeading.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await play.boundingBox();
    const headingBefore = await documentTop();
    await play.click();

    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('title', withVideo.video.title);
    await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${withVideo.video.youtubeId}?autoplay=1&rel=0`);
    await expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen');
    await expect.poll(() => thirdPartyRequests.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    expect(thirdPartyRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);

    const after = await frame.boundingBox();
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
    expect(await documentTop()).toBeCloseTo(headingBefore, 0);
  });

  test('is absent from pages without a video', async ({ page }) => {
    if (!withoutVideo) throw new Error('every service has a video');
    await page.goto(withoutVideo.route);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: /^Play video/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Watch on YouTube/ })).toHaveCount(0);
  });
});

test.describe('old addresses', () => {
  for (const old of Object.keys(legacyServicePaths) as LegacyServicePath[]) {
    const target = legacyTarget(old);

    test(`/services/${old}/ sends the visitor to ${target.route}`, async ({ page }) => {
      await page.goto(`/services/${old}/`);
      await expect(page).toHaveURL(new RegExp(`${target.route}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
    });

    test(`/services/${old}/ points search engines at ${target.route} and stays out of the index`, async ({ request }) => {
      const response = await request.get(`/services/${old}/`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<meta http-equiv="refresh" content="0;url=${target.route}"/>`);
      expect(head).toContain(`<link rel="canonical" href="${absoluteUrl(target.route)}"/>`);
      expect(head).toMatch(/<meta name="robots" content="noindex/);
      expect(html).toContain(`href="${target.route}"`);
    });
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

  test('an old address still forwards the visitor', async ({ page }) => {
    const target = legacyTarget('financial-planning');
    await page.goto('/services/financial-planning/');
    await expect(page).toHaveURL(new RegExp(`${target.route}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
  });
});
