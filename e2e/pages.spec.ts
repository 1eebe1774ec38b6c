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
import { readExportedPage, type PageFacts } from './exportedPage';
import { isTemplateSample, templateSample } from './templateSample';
import { axeViolations, expect, scrollThrough, stubThirdParties, test, waitForHydration } from './fixtures';
import { expectNoSidewaysScroll, expectPhoneLayout } from './phoneLayout';

// Driven by the route table and the locale table: a page added to content/, or a language added to
// lib/locale.ts, is covered here without touching this file. Each template's sample
// (e2e/templateSample.ts) is loaded on a phone in every language, and on a wide screen in the language
// whose turn it is (see visit()); every other page in every language, and the samples a wide screen
// does not load, have what they say read from their exported HTML (no load: their template's behaviour
// is the sample's); the checks of all pages at once read the HTML over HTTP.

// The checks of one visit are independent reads of the same page: each group is awaited together
// (one round trip's wait instead of one per check, which on a busy machine is most of a check's
// cost), and each check still retries and reports on its own.

/** Whitespace collapsed, as the browser's text matching and an accessible name see it. */
const collapse = (line: string) => line.replace(/\s+/g, ' ').trim();

/** The English edition's footer lines: the firm's registrations and the other disclosures in its words. */
const englishFooterLines = (): string[] => [
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

/** The English edition's footer, in the loaded page. */
async function expectEnglishFooter(page: Page): Promise<void> {
  const footer = page.locator('footer');
  await Promise.all([
    ...englishFooterLines().map((line) => expect.soft(footer).toContainText(line)),
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

/** Every edition's address of a page, and English as x-default. */
function expectedAlternates(path: string): Record<string, string> {
  const english = unlocalisedPath(path);
  return {
    ...Object.fromEntries(LOCALES.map((edition) => [HTML_LANG[edition], absoluteUrl(localisePath(english, edition))])),
    'x-default': absoluteUrl(english),
  };
}

/** The page's canonical, its hreflang alternates (every edition and x-default) and the switch to its twin. */
async function expectEditionLinks(page: Page, path: string, locale: Locale): Promise<void> {
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => Object.fromEntries(links.map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''])));
  expect.soft(alternates, `${path} hreflang`).toEqual(expectedAlternates(path));
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
 * One visit to a template's sample in one edition: what every page carries, the shell's regulatory
 * lines, a service page's parts, no third party on load, no policy violation; on a phone the layout at
 * 375 and 320 px. What a template does the same in every language (its markup, read by axe at this
 * width; what loads as it is scrolled through) is checked in one language of the template at each
 * width, `whole`, rotating across the templates and offset between the widths: each template is read
 * by axe in two languages (one at each width), each language on two templates in three.
 */
async function visit(
  page: Page,
  { route, locale }: { route: SiteRoute; locale: Locale },
  {
    thirdPartyRequests,
    cspViolations,
    isMobile,
    whole,
  }: { thirdPartyRequests: string[]; cspViolations: unknown[]; isMobile: boolean; whole: boolean },
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
  // The video's button is the island's: it shows once hydrated, and axe reads the hydrated page.
  await waitForHydration(page);
  const localised = localisedServices.get(route.path);
  if (localised) await expectServiceVideo(page, localised, locale);
  expect.soft(thirdPartyRequests, `${route.path} third-party requests on load`).toEqual([]);
  if (whole) expect.soft(await axeViolations(page), `${route.path} axe`).toEqual([]);
  // On a phone, the layout bars, in every language (the words' lengths are what differ); on a wide
  // screen, the whole page scrolled through (what loads near the view is the same page at either width
  // and in every language: the same chunks and embeds) under its CSP.
  if (isMobile) await expectPhoneLayouts(page, wordsFor(locale).ui.scrollHint);
  else if (whole) await scrollThrough(page);
  expect(cspViolations, `${route.path} CSP violations`).toEqual([]);
}

test('every page has its twin in every edition @desktop', () => {
  for (const locale of LOCALES)
    expect(
      pagesFor(locale).map((p) => unlocalisedPath(p.path)),
      locale,
    ).toEqual(allPages.map((p) => p.path));
});

test.describe('every template, in every language', () => {
  for (const [index, { template, pages }] of templateSample.entries()) {
    // The language whose visit also checks what every language's twin shares (see visit()), another at each width.
    const wholeAt = (isMobile: boolean) => LOCALES[(index + (isMobile ? 0 : 1)) % LOCALES.length];
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
      // The loaded one first: the others' HTML is read from its origin.
      const ordered = [...pages].sort((a, b) => Number(b.locale === wholeAt(isMobile)) - Number(a.locale === wholeAt(isMobile)));
      for (const sample of ordered) {
        const whole = sample.locale === wholeAt(isMobile);
        // On a wide screen the other languages' loads would repeat the phone's: each is loaded at 375 px
        // (its scripts, third parties and policy on load, and the layout its words make), so here what
        // it says is read from its HTML, as every other page's is.
        if (isMobile || whole) await visit(page, sample, { thirdPartyRequests, cspViolations, isMobile, whole });
        else expectSampleWords(await readExportedPage(page, sample.route.path), sample.route, sample.locale);
      }
    });
  }
});

// Every other page, in every language: its template's axe, layout, phone bars, scroll, scripts and
// policy were checked on the sample above, so what is left to check is what the page says. That is in
// its exported HTML, read here by the browser's own parser without loading the page (no script runs,
// nothing is fetched): its heading, metadata, edition links, regulatory lines, a service page's parts
// and video, and no address of another host that the HTML itself would fetch (anything a script would
// fetch is its template's, which the sample loaded). One test per language, one request per page.
const otherPages = (locale: Locale) => pagesFor(locale).filter((route) => !isTemplateSample(route.path));

/** What every page's HTML carries: heading, language, metadata, edition links, the policy, the regulatory lines, no third party. */
function expectPageWords(facts: PageFacts, route: SiteRoute, locale: Locale): void {
  const at = route.path;
  const collapse = (line: string) => line.replace(/\s+/g, ' ').trim();
  expect.soft(facts.status, at).toBe(200);
  expect.soft(facts.headings1, `${at} h1`).toEqual([collapse(route.heading)]);
  expect.soft(facts.lang, `${at} lang`).toBe(HTML_LANG[locale]);
  expect.soft(facts.canonical, `${at} canonical`).toEqual([absoluteUrl(route.path)]);
  expect.soft(facts.description, `${at} description`).toEqual([route.description]);
  expect.soft(facts.securityPolicies, `${at} Content-Security-Policy meta`).toBe(1);
  expect.soft(facts.alternates, `${at} hreflang`).toEqual(expectedAlternates(at));
  expect.soft(facts.firstFrameHasWholeHeader, `${at} first frame waits for the whole header`).toBe(true);
  for (const other of languageSwitchFor(locale)) {
    const link = facts.headerLinks.find((l) => l.text === other.label);
    expect.soft(link, `${at} switch to ${other.locale}`).toMatchObject({ href: twinPath(at, other.locale), hreflang: other.lang });
  }
  const lines = regulatoryLines(locale);
  for (const line of [lines.mfRiskWarning, lines.tagline, lines.insuranceSolicitation].flatMap((l) =>
    [l.official, l.rendering ?? []].flat(),
  ))
    expect.soft(facts.footerText, `${at} footer`).toContain(collapse(line));
  if (locale === 'en') {
    for (const line of englishFooterLines()) expect.soft(facts.footerText, `${at} footer`).toContain(collapse(line));
    expect.soft(facts.footerLinks.find((l) => l.text === 'Privacy')?.href, `${at} Privacy link`).toMatch(/\/privacy\/$/);
  }
  expect.soft(facts.thirdPartySources, `${at} fetches from another host`).toEqual([]);
}

/** An English service page's parts, as its HTML holds them (their look is the template's, checked on its sample). */
function expectServiceParts(facts: PageFacts, service: Service): void {
  const at = service.route;
  const contactHref = contactHrefFor(contactPath, service.id);
  expect.soft(facts.article?.imageAlts, `${at} picture`).toContain(service.thumbnailImage.alt);
  expect.soft(facts.article?.listItems, `${at} list items`).toBeGreaterThan(0);
  for (const section of service.sections) expect.soft(facts.article?.headings2, `${at} sections`).toContain(collapse(section.heading));
  expect.soft(facts.article?.links.find((l) => l.text.includes('Book a conversation'))?.href, `${at} call to action`).toBe(contactHref);
  const contactLinks = facts.mainLinks.filter((l) => l.href.startsWith(contactPath));
  expect.soft(contactLinks.length, `${at} links to the contact page`).toBeGreaterThan(0);
  for (const link of contactLinks) expect.soft(link.href, `${at} contact link`).toBe(contactHref);
  expect.soft(facts.serviceSidebarLinks.find((l) => l.text === collapse(service.heading))?.ariaCurrent, `${at} sidebar`).toBe('page');
  expect
    .soft(
      facts.serviceSidebarLinks.filter((l) => l.ariaCurrent === 'page'),
      `${at} sidebar current`,
    )
    .toHaveLength(1);
  const paidBy = servicePaidBy[service.id];
  expect(paidBy, `${service.id} in content/serviceCosts.ts`).toBeDefined();
  const cost = facts.labelledSections[SERVICE_COST_HEADING];
  if (paidBy) expect.soft(cost?.text, `${at} cost`).toContain(collapse(serviceCostText[paidBy]));
  expect.soft(cost?.links.find((l) => /disclosure/.test(l.text))?.href, `${at} cost's disclosure link`).toBe(routeFor('/disclosure/').path);
}

/** A service page in any edition: with a video, its section names the film and links to it; without, no film and no YouTube link. */
function expectServiceFilm(facts: PageFacts, service: Service, locale: Locale): void {
  const words = wordsFor(locale).ui.video;
  const watchLinks = facts.mainLinks.filter((l) => l.text.includes(words.watch));
  if (service.video) {
    const title = collapse(service.video.title);
    const film = Object.entries(facts.labelledSections).find(([heading]) => heading.includes(title));
    expect
      .soft(
        film?.[1].links.some((l) => l.text.includes(words.watch)),
        `${service.route} the film and its link`,
      )
      .toBe(true);
  } else expect.soft(watchLinks, `${service.route} has no film`).toEqual([]);
}

/** What a page's HTML says, with a service page's parts and film: every check that needs no load. */
function expectSampleWords(facts: PageFacts, route: SiteRoute, locale: Locale): void {
  expectPageWords(facts, route, locale);
  const english = serviceByPath.get(route.path);
  if (english) expectServiceParts(facts, english);
  const localised = localisedServices.get(route.path);
  if (localised) expectServiceFilm(facts, localised, locale);
}

test.describe('every other page, in every language', () => {
  for (const locale of LOCALES) {
    const routes = otherPages(locale);
    test(`${routes.length} ${locale} pages: heading, metadata, hreflang, the switch, regulatory lines, service parts, no third party in the HTML @desktop`, async ({
      page,
    }) => {
      // A same-origin document to read the others from; the smallest the site serves.
      await page.goto('/robots.txt');
      for (const route of routes) expectSampleWords(await readExportedPage(page, route.path), route, locale);
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

test('sitemap.xml lists every page of every edition and none of the old service addresses; robots.txt names it @desktop', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const locale of LOCALES)
    for (const p of pagesFor(locale)) expect.soft(sitemap, p.path).toContain(`<loc>${absoluteUrl(p.path)}</loc>`);
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
