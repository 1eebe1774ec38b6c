import type { Page } from '@playwright/test';
import { LIMITED_UNIVERSE_SHORT } from '@/content/commissions';
import { regulatoryReview } from '@/content/regulatoryReview';
import { routeFor } from '@/lib/routes';
import { SERVICE_COST_HEADING, serviceCostText, servicePaidBy } from '@/content/serviceCosts';
import { legacyServicePaths } from '@/content/services';
import { services, servicesFor } from '@/lib/pages/services';
import { INSURANCE_SOLICITATION, MF_RISK_WARNING, site } from '@/content/site';
import { insuranceRegistrationFor, regulatoryLines } from '@/lib/pages/siteWords';
import type { SiteRoute } from '@/content/routes';
import type { Service } from '@/content/types';
import { contactHrefFor } from '@/lib/contact/prefill';
import { formatRegulatoryDate } from '@/lib/format';
import { languageSwitchFor, wordsFor } from '@/lib/i18n/words';
import { allPages, pagesFor } from '@/lib/pages/pages';
import { HTML_LANG, LOCALES, localisePath, twinPath, unlocalisedPath, type Locale } from '@/lib/i18n/locale';
import { absoluteUrl, OG_IMAGE } from '@/lib/pages/seo';
import { isTemplateSample, templateSample } from './templateSample';
import { axeViolations, expect, scrollThrough, stubThirdParties, test, waitForHydration } from './fixtures';
import { expectNoSidewaysScroll, expectPhoneLayout } from './phoneLayout';

// Driven by the route table and the locale table: a page added to content/, or a language added to
// lib/locale.ts, is covered here without touching this file. Every page in every language is visited
// once at 1280 px for what it says; each template's sample (e2e/templateSample.ts) is visited at both
// widths for every per-page check, axe included; the checks that need no browser read the exported
// HTML over HTTP, once for all pages.

// The checks of one visit are independent reads of the same page: each group is awaited together
// (one round trip's wait instead of one per check, which on a busy machine is most of a check's
// cost), and each check still retries and reports on its own.

/** The English edition's footer: the firm's registrations and the other disclosures in its words. */
async function expectEnglishFooter(page: Page): Promise<void> {
  const footer = page.locator('footer');
  const lines = [
    site.tagline,
    `${site.arn.number} · valid till ${formatRegulatoryDate(site.arn.validTill)}`,
    insuranceRegistrationFor('en'),
    `Principal Officer ${site.insurance.principalOfficer}`,
    INSURANCE_SOLICITATION,
    'not registered with SEBI as an investment adviser',
    MF_RISK_WARNING,
    `© ${site.copyrightYear}`,
    LIMITED_UNIVERSE_SHORT,
    `last reviewed on ${formatRegulatoryDate(regulatoryReview.lastReviewed)}`,
  ];
  await Promise.all([
    ...lines.map((line) => expect.soft(footer).toContainText(line)),
    expect.soft(footer.getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute('href', /\/privacy\/$/),
  ]);
}

const contactPath = routeFor('/contact/').path;

/** A service page: its picture, text, lists, call to action, video button, sidebar and cost, and every contact link carrying the service. */
async function expectServicePage(page: Page, service: Service): Promise<void> {
  const article = page.getByRole('article').first();
  const contactHref = contactHrefFor(contactPath, service.id);
  const expectContactLinks = async () => {
    const hrefs = await page
      .locator('main')
      .locator(`a[href^="${contactPath}"]`)
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect.soft(hrefs.length, 'links to the contact page').toBeGreaterThan(0);
    for (const href of hrefs) expect.soft(href).toBe(contactHref);
  };
  const sidebar = page.getByRole('navigation', { name: 'Service pages' });
  const paidBy = servicePaidBy[service.id];
  const cost = page.getByRole('region', { name: SERVICE_COST_HEADING });
  await Promise.all([
    expect.soft(article.getByRole('img', { name: service.thumbnailImage.alt })).toBeVisible(),
    expect.soft(article.locator('ul li').first()).toBeVisible(),
    ...service.sections.map((section) => expect.soft(article.getByRole('heading', { level: 2, name: section.heading })).toBeVisible()),
    expect.soft(article.getByRole('link', { name: 'Book a conversation' })).toHaveAttribute('href', contactHref),
    expectContactLinks(),
    expect.soft(sidebar.getByRole('link', { name: service.heading, exact: true })).toHaveAttribute('aria-current', 'page'),
    expect.soft(sidebar.locator('[aria-current="page"]')).toHaveCount(1),
    ...(paidBy ? [expect.soft(cost).toContainText(serviceCostText[paidBy])] : []),
    expect.soft(cost.getByRole('link', { name: /disclosure/ })).toHaveAttribute('href', routeFor('/disclosure/').path),
  ]);
  expect(paidBy, `${service.id} in content/serviceCosts.ts`).toBeDefined();
}

/** The video's play button (it shows once the island has hydrated); a page without a video offers none, nor a YouTube link. */
async function expectServiceVideo(page: Page, service: Service, locale: Locale): Promise<void> {
  const words = wordsFor(locale).ui.video;
  const play = page.getByRole('button', { name: new RegExp(`^${words.play.trim()}`) });
  if (service.video) await expect.soft(play).toHaveAccessibleName(`${words.play}${service.video.title}`);
  else {
    await expect.soft(play).toHaveCount(0);
    await expect.soft(page.getByRole('link', { name: words.watch })).toHaveCount(0);
  }
}

/** The page's canonical, its hreflang alternates (every edition and x-default) and the switch to its twin. */
async function expectEditionLinks(page: Page, path: string, locale: Locale): Promise<void> {
  const english = unlocalisedPath(path);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => Object.fromEntries(links.map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''])));
  expect.soft(alternates, `${path} hreflang`).toEqual({
    ...Object.fromEntries(LOCALES.map((edition) => [HTML_LANG[edition], absoluteUrl(localisePath(english, edition))])),
    'x-default': absoluteUrl(english),
  });
  for (const other of languageSwitchFor(locale)) {
    const switchLink = page.locator('header').getByRole('link', { name: other.label, exact: true }).first();
    await expect.soft(switchLink).toHaveAttribute('href', twinPath(path, other.locale));
    await expect.soft(switchLink).toHaveAttribute('hreflang', other.lang);
  }
}

/** On a phone: the bars at 375 px (the project's width), then at 320 px by resizing the same page. */
async function expectPhoneLayouts(page: Page, scrollHint: string): Promise<void> {
  await expectPhoneLayout(page, scrollHint);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: size?.height ?? 740 });
  await expectNoSidewaysScroll(page, scrollHint);
  if (size) await page.setViewportSize(size);
}

/**
 * Opens one edition of a route and checks what every page carries: a 200, its heading, its language,
 * canonical, description and edition links; `more` adds the caller's checks of the same load to the
 * same group (one round trip's wait for all of them).
 */
async function openEdition(page: Page, route: SiteRoute, locale: Locale, more: () => Promise<unknown>[] = () => []): Promise<void> {
  const response = await page.goto(route.path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  await Promise.all([
    expect.soft(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]),
    expect.soft(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl(route.path)),
    expect.soft(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description),
    expectEditionLinks(page, route.path, locale),
    ...more(),
  ]);
}

/** The regulatory lines every edition's footer carries word for word, each with its rendering in that language. */
function regulatoryFooterChecks(page: Page, locale: Locale): Promise<unknown>[] {
  const footer = page.locator('footer');
  const lines = regulatoryLines(locale);
  return [lines.mfRiskWarning, lines.tagline, lines.insuranceSolicitation].flatMap((line) => [
    expect.soft(footer).toContainText(line.official),
    ...(line.rendering ? [expect.soft(footer).toContainText(line.rendering)] : []),
  ]);
}

// The English service pages' parts are checked against content/services.ts's English words; the
// pages of the other editions share their template and are checked for their words by heading and
// metadata.
const serviceByPath = new Map<string, Service>((services as readonly Service[]).map((s) => [s.route, s]));
const localisedServices = new Map(LOCALES.flatMap((locale) => servicesFor(locale).map((s): [string, Service] => [s.route, s])));

/**
 * One visit to one edition of a page: what every page carries, the shell's regulatory lines, a service
 * page's parts and no third party on load. `full`: the template's sample, which also gets axe at this
 * width and is laid out at 375 and 320 px on a phone, or scrolled through under its policy on a wide
 * screen.
 */
async function visit(
  page: Page,
  { route, locale }: { route: SiteRoute; locale: Locale },
  { thirdPartyRequests, cspViolations, isMobile, full }: { thirdPartyRequests: string[]; cspViolations: unknown[]; isMobile: boolean; full: boolean },
): Promise<void> {
  // What the previous page loaded as it was scrolled through is its own: each page is judged on its load.
  thirdPartyRequests.length = 0;
  const service = serviceByPath.get(route.path);
  await openEdition(page, route, locale, () => [
    expect.soft(page.locator('h1')).toHaveCount(1),
    expect.soft(page.locator('head > meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1),
    ...regulatoryFooterChecks(page, locale),
    ...(locale === 'en' ? [expectEnglishFooter(page)] : []),
    ...(service ? [expectServicePage(page, service)] : []),
  ]);
  const localised = localisedServices.get(route.path);
  // The video's button is the island's: it shows once hydrated. Other checks read the page as loaded.
  if (full || localised) await waitForHydration(page);
  if (localised) await expectServiceVideo(page, localised, locale);
  expect.soft(thirdPartyRequests, `${route.path} third-party requests on load`).toEqual([]);
  if (!full) return;
  expect.soft(await axeViolations(page), `${route.path} axe`).toEqual([]);
  // On a phone, the layout bars; on a wide screen, the whole page scrolled through (what loads near
  // the view is the same page at either width) under its CSP.
  if (isMobile) await expectPhoneLayouts(page, wordsFor(locale).ui.scrollHint);
  else {
    await scrollThrough(page);
    expect(cspViolations, `${route.path} CSP violations`).toEqual([]);
  }
}

test('every page has its twin in every edition @desktop', () => {
  for (const locale of LOCALES)
    expect(pagesFor(locale).map((p) => unlocalisedPath(p.path)), locale).toEqual(allPages.map((p) => p.path));
});

test.describe('every template, in every language', () => {
  for (const { template, pages } of templateSample) {
    // Every edition of a template in one test (one browser context: the later visits reuse the first's
    // cached scripts), and on a phone both narrow widths by resizing rather than reloading.
    test(`${template} (${pages.map((p) => p.route.path).join(' ')}): heading, metadata, hreflang, regulatory lines, axe, phone layout, no third party, no CSP violation`, async ({
      page,
      thirdPartyRequests,
      cspViolations,
      isMobile,
    }) => {
      // A page's worth of long checks per language.
      test.setTimeout(30_000 * pages.length);
      await stubThirdParties(page, thirdPartyRequests);
      for (const sample of pages) await visit(page, sample, { thirdPartyRequests, cspViolations, isMobile, full: true });
    });
  }
});

// Every other page, in every language: its template's axe, layout, phone bars and scroll were checked on
// the sample above (what differs between such pages is their words, whose structure check:html reads in
// every exported file); each is still visited for its words, metadata, edition links, regulatory lines and
// third parties at 1280 px, several to a test (one browser context for their visits).
const PAGES_PER_TEST = 10;
const otherPages = LOCALES.flatMap((locale) =>
  pagesFor(locale)
    .filter((route) => !isTemplateSample(route.path))
    .map((route) => ({ route, locale })),
);
test.describe('every other page, in every language', () => {
  for (let i = 0; i < otherPages.length; i += PAGES_PER_TEST) {
    const batch = otherPages.slice(i, i + PAGES_PER_TEST);
    test(`${batch.map((p) => p.route.path).join(' ')}: heading, metadata, hreflang, regulatory lines, no third party @desktop`, async ({
      page,
      thirdPartyRequests,
      cspViolations,
      isMobile,
    }) => {
      test.setTimeout(60_000);
      await stubThirdParties(page, thirdPartyRequests);
      for (const sample of batch) await visit(page, sample, { thirdPartyRequests, cspViolations, isMobile, full: false });
    });
  }
});

/** The first `content` of a <meta> with this property or name in an exported page, and how many there are. */
function metaContents(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((m) => m[1] ?? '');
}

test('titles are unique, and every page names a 1200x630 PNG from out/ as its og:image @desktop', async ({ request }) => {
  const titles = new Map<string, string>();
  const images = new Set<string>();
  for (const { path } of allPages) {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    expect(title, `${path} has a title`).toBeDefined();
    expect(titles.get(title ?? ''), `"${title}" is used by ${titles.get(title ?? '')} and ${path}`).toBeUndefined();
    titles.set(title ?? '', path);

    const image = metaContents(html, 'og:image');
    expect(image, `${path} og:image`).toHaveLength(1);
    const url = new URL(image[0] ?? '');
    expect(url.origin, path).toBe(new URL(site.url).origin);
    expect(metaContents(html, 'og:image:width'), path).toEqual([String(OG_IMAGE.width)]);
    expect(metaContents(html, 'og:image:height'), path).toEqual([String(OG_IMAGE.height)]);
    images.add(url.pathname);
  }
  for (const pathname of images) {
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // PNG signature, then the IHDR chunk's width and height.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
  }
});

test('sitemap.xml lists every page and none of the old service addresses; robots.txt names it @desktop', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const p of allPages) expect(sitemap).toContain(`<loc>${absoluteUrl(p.path)}</loc>`);
  for (const old of Object.keys(legacyServicePaths)) expect(sitemap).not.toContain(`/services/${old}/`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
});

test.describe('an unknown path', () => {
  // Chromium logs the document's own 404 status; that one is the point of this test.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\) @ .*\/no-such-page\/$/] });

  test('gets the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toBeVisible();
  });
});
