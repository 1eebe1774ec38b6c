import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pathTo } from '@/content/routes';
import { loadLibrary } from '@/lib/library';
import { localeOfPath, LOCALES, type Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { routeFor } from '@/lib/routes';
import { searchIndexPath, toolRoutes } from '@/lib/search/documents';
import { fillTemplate } from '@/lib/template';
import { withDevanagariFont } from './devanagariFont';
import { axeViolations, expect, test, WIDTH_INDEPENDENT } from './fixtures';

// The site's search from the header of every page: a plain form (no script until used) that opens the
// search page of the page's edition, which answers the query from its address with the site's index
// and, without JavaScript, lists every topic and tool.

// A query for a tool in each language's own script, and the tool it names (its title in the route table).
const SEARCHES: { locale: Locale; query: string; from: Parameters<typeof pathTo>[0]; expected: Parameters<typeof pathTo>[0] }[] = [
  { locale: 'en', query: 'sip calculator', from: '/about/', expected: '/financial-calculator/' },
  { locale: 'hi', query: 'एसआईपी कैलकुलेटर', from: '/about/', expected: '/financial-calculator/' },
  { locale: 'mr', query: 'एसआयपी कॅल्क्युलेटर', from: '/about/', expected: '/financial-calculator/' },
];

// Screenshots for the record, when asked for: SEARCH_SHOTS=<folder>. This machine has no Devanagari
// font, so the project's own Noto Sans Devanagari is given to the page first, as a phone has one.
const shots = process.env.SEARCH_SHOTS;
test.use({ bypassCSP: Boolean(shots) });

async function shoot(page: Page, file: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  const face = (weight: number) => {
    const font = readFileSync(`node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`);
    return `@font-face{font-family:'Noto Sans Devanagari';font-weight:${weight};src:url(data:font/woff2;base64,${font.toString('base64')}) format('woff2')}`;
  };
  await page.addStyleTag({ content: face(400) + face(700) });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shots}/${file}` });
}

for (const { locale, query, from, expected } of SEARCHES) {
  test(`a search from the header of a ${locale} page answers on the search page`, async ({ page }) => {
    const words = wordsFor(locale).search;
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === searchIndexPath(locale)) indexRequests.push(request.url());
    });
    // Drawn in its script's font from the first paint, as on a phone (e2e/devanagariFont.ts).
    await withDevanagariFont(page);
    await page.goto(pathTo(from, locale));
    await page.waitForLoadState('networkidle');
    expect(indexRequests, 'the index before a search').toEqual([]);

    await page.locator('header summary', { hasText: words.header.open }).click();
    const box = page.getByRole('searchbox', { name: words.header.label });
    await box.fill(query);
    await shoot(page, `${locale}-header-form-${test.info().project.name}.png`);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${pathTo('/search/', locale)}\\?q=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeFor('/search/', locale).heading);

    // The results are named, counted aloud, in the page's edition, the tool first.
    await expect(page.locator('form[data-search-state="ready"]')).toBeAttached();
    const results = page.getByRole('list', { name: fillTemplate(words.resultsLabel, { query }) });
    await expect(results.getByRole('link').first()).toHaveAttribute('href', pathTo(expected, locale));
    const hrefs = await results.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(localeOfPath(href), href).toBe(locale);
    await expect(page.getByRole('status').filter({ hasText: fillTemplate(words.resultMany, { count: hrefs.length }) })).toBeAttached();
    await expect(page.getByRole('searchbox', { name: words.label })).toHaveValue(query);
    await shoot(page, `${locale}-search-results-${test.info().project.name}.png`);
    expect(await axeViolations(page), 'axe, with the results shown').toEqual([]);
  });
}

test('a Devanagari search typed on the search page answers in Hindi, arrow keys and Escape move as in the library', async ({ page }) => {
  const words = wordsFor('hi').search;
  // Without a Devanagari font here, the typed query and its results waited for the browser's late font
  // fallback (e2e/devanagariFont.ts); a phone has the font from the start.
  await withDevanagariFont(page);
  await page.goto(pathTo('/search/', 'hi'));
  // The index is loaded at once on the search page: wait for that state, never for a time.
  await expect(page.locator('form[data-search-state="ready"]')).toBeAttached();
  const box = page.getByRole('searchbox', { name: words.label });
  await box.fill('नॉमिनी');
  const results = page.getByRole('list', { name: fillTemplate(words.resultsLabel, { query: 'नॉमिनी' }) });
  const first = results.getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/hi\//);
  await box.press('ArrowDown');
  await expect(first).toBeFocused();
  await first.press('Escape');
  await expect(box).toBeFocused();
});

test('nothing found says so in the page language and offers the topics, the glossary and contact', WIDTH_INDEPENDENT, async ({ page }) => {
  const words = wordsFor('hi').search;
  await page.goto(`${pathTo('/search/', 'hi')}?q=xqzvw`);
  await expect(page.getByRole('status').filter({ hasText: fillTemplate(words.none, { query: 'xqzvw' }) })).toBeAttached();
  for (const name of [words.topicsLink, words.glossaryLink, words.contactLink])
    await expect(page.getByRole('main').getByRole('link', { name, exact: true }).first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`the ${locale} search page lists every topic and every tool`, WIDTH_INDEPENDENT, async ({ page }) => {
      const words = wordsFor(locale).search;
      await page.goto(`${pathTo('/search/', locale)}?q=sip`);
      const topics = page.getByRole('navigation', { name: words.browse.topics });
      await expect(topics.getByRole('link')).toHaveCount(loadLibrary(locale).topics.length);
      const tools = page.getByRole('navigation', { name: words.browse.tools });
      await expect(tools.getByRole('link')).toHaveCount(toolRoutes.length);
      await expect(tools.getByRole('link').first()).toHaveAttribute('href', routeFor(toolRoutes[0] ?? '/tools/', locale).path);
    });
  }
});
