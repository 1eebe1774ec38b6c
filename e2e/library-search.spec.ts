import type { Page, Response } from '@playwright/test';
import { pathTo } from '@/content/routes';
import { wordsFor } from '@/lib/i18n/words';
import { glossaryPath, LIBRARY_HOME, loadLibrary, topicPath } from '@/lib/library';
import { localeOfPath, LOCALES, localisePath, type Locale } from '@/lib/i18n/locale';
import { searchIndexPath } from '@/lib/search/documents';
import { fillTemplate } from '@/lib/template';
import { withDevanagariFont } from './devanagariFont';
import { axeViolations, expect, scrollBy, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';

// The library's search and self-checks: a search in each language finds its topic and links
// within the page's edition, the index and the search code arrive only once the box is used, and a
// self-check explains a wrong and a right answer in a live region.

// Words MiniSearch's own error messages keep in its minified code: how a script is known to be the search's.
const SEARCH_CODE = 'MiniSearch:';

/** The topic the synonym table (content/library/synonyms.yml) sends a query to. */
function topicFor(query: string): string {
  const slug = loadLibrary('en').synonyms.find((synonym) => synonym.query === query)?.topics[0];
  if (!slug) throw new Error(`synonyms.yml has no entry "${query}"`);
  return slug;
}

// A query in Devanagari also runs on a phone, where a touch keyboard types it (the Marathi one: Hindi's
// takes the same script's path); the others are the same search at any width.
const SEARCHES: { what: string; locale: Locale; page: string; query: string; everyWidth?: true }[] = [
  { what: 'an English query', locale: 'en', page: LIBRARY_HOME, query: 'exit load' },
  { what: 'a Hindi query in Devanagari', locale: 'hi', page: topicPath('nav', 'hi'), query: 'म्यूचुअल फंड' },
  { what: 'a Hinglish query', locale: 'hi', page: localisePath(LIBRARY_HOME, 'hi'), query: 'nav kya hai' },
  { what: 'a Marathi query in Devanagari', locale: 'mr', page: topicPath('nav', 'mr'), query: 'टॅक्स', everyWidth: true },
  { what: 'a Marathi query in Latin letters', locale: 'mr', page: localisePath(LIBRARY_HOME, 'mr'), query: 'kar kiti lagto' },
];

/**
 * axe over the whole page scrolled to the top: further down, the fixed navbar and the phone's action bar
 * lie over links and radios, and axe's target-size reads them as covered.
 */
async function axeAtTop(page: Page): Promise<string[]> {
  await scrollBy(page, -1e6);
  return axeViolations(page);
}

/** Every response's URL, and whether the search code was among the scripts. */
function recordResponses(page: Page) {
  const urls: string[] = [];
  let searchCode = false;
  const onResponse = async (response: Response) => {
    urls.push(new URL(response.url()).pathname);
    if (response.request().resourceType() === 'script' && (await response.text().catch(() => '')).includes(SEARCH_CODE)) searchCode = true;
  };
  page.on('response', onResponse);
  return { urls, searchCodeLoaded: () => searchCode };
}

for (const { what, locale, page: path, query, everyWidth } of SEARCHES) {
  test(`${what} finds its topic and links within the ${locale} edition`, everyWidth ? {} : WIDTH_INDEPENDENT, async ({ page }) => {
    const words = wordsFor(locale).library.search;
    const slug = topicFor(query);
    const topic = loadLibrary(locale).topics.find((t) => t.slug === slug);
    const responses = recordResponses(page);
    // This machine has no Devanagari font: the typed query and its results were drawn only once the
    // browser's late font fallback was found, which on a busy machine outlasted the wait for them.
    await withDevanagariFont(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(responses.urls, 'the index before the box is used').not.toContain(searchIndexPath(locale));
    expect(responses.searchCodeLoaded(), 'the search code before the box is used').toBe(false);

    const box = page.getByRole('searchbox', { name: words.label });
    // Focus before hydration reaches no listener (a busy machine once took that long after networkidle).
    await waitForHydration(page);
    const index = page.waitForResponse((response) => new URL(response.url()).pathname === searchIndexPath(locale));
    await box.focus();
    expect((await index).ok()).toBe(true);
    // The live box has replaced the exported one and holds the index: typing now reaches it, on any machine.
    await expect(page.locator('form[data-search-state="ready"]')).toBeAttached();
    await box.fill(query);

    const results = page.getByRole('list', { name: fillTemplate(wordsFor(locale).search.resultsLabel, { query }) });
    const first = results.getByRole('link').first();
    await expect(first).toHaveAttribute('href', topicPath(slug, locale));
    await expect(first).toContainText(topic?.title ?? 'a topic');
    for (const href of await results.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
      expect(localeOfPath(href), href).toBe(locale);
    const count = await results.getByRole('link').count();
    await expect(page.getByRole('status').filter({ hasText: fillTemplate(wordsFor(locale).search.resultMany, { count }) })).toBeAttached();
    await expect.poll(responses.searchCodeLoaded, { message: 'the search code once the box is used' }).toBe(true);
    expect(await axeAtTop(page), 'axe, with the results shown').toEqual([]);

    await box.press('ArrowDown');
    await expect(first).toBeFocused();
    await first.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${topicPath(slug, locale)}$`));
  });
}

test('a search that finds nothing says so and leads to the topics, the glossary and the contact page', WIDTH_INDEPENDENT, async ({ page }) => {
  const words = wordsFor('en').search;
  await page.goto(topicPath('kyc', 'en'));
  const box = page.getByRole('searchbox', { name: wordsFor('en').library.search.label });
  await box.focus();
  await expect(page.locator('form[data-search-state="ready"]')).toBeAttached();
  await box.fill('xqzvw');
  await expect(page.getByRole('status').filter({ hasText: fillTemplate(words.none, { query: 'xqzvw' }) })).toBeAttached();
  const search = page.getByRole('search').filter({ has: box });
  await expect(search.getByRole('link', { name: words.glossaryLink })).toHaveAttribute('href', glossaryPath('en'));
  // The library's home, at its list of topics.
  await expect(search.getByRole('link', { name: words.topicsLink })).toHaveAttribute('href', new RegExp(`^${LIBRARY_HOME}(#|$)`));
  await expect(search.getByRole('link', { name: words.contactLink })).toHaveAttribute('href', pathTo('/contact/', 'en'));
});

// The verdict in view on a phone is zoom-and-focus.spec.ts's; here, what it says and where focus goes.
for (const locale of LOCALES) {
  test(`a ${locale} self-check explains a wrong answer, then a right one, and moves focus to its verdict`, WIDTH_INDEPENDENT, async ({ page }) => {
    const text = wordsFor(locale).library.selfCheck;
    const topic = loadLibrary(locale).topics.find((t) => t.slug === 'nav');
    const question = topic?.selfCheck[0];
    const right = question?.options.find((o) => o.correct);
    const wrong = question?.options.find((o) => !o.correct);
    if (!question || !right || !wrong) throw new Error('the nav topic needs a self-check with a right and a wrong option');
    await page.goto(topicPath('nav', locale));
    const group = page.getByRole('group', { name: question.question });
    const check = group.getByRole('button', { name: text.check });
    // The pick is made in the exported HTML: the code arrives as the visitor reaches the question, and keeps it.
    await group.getByRole('radio', { name: wrong.text }).check();
    await check.click();
    // Focus goes to the verdict, which is how it is announced (once: it is not a live region as well).
    const status = group.getByTestId('self-check-verdict');
    await expect(status).toBeFocused();
    await expect(status).not.toHaveAttribute('aria-live');
    await expect(status).toContainText(`${text.incorrect} ${wrong.why}`);
    await expect(status).toContainText(fillTemplate(text.answerIs, { answer: right.text }));
    await expect(group.getByText(wrong.why).first()).toBeVisible();

    await group.getByRole('radio', { name: right.text }).check();
    await check.click();
    await expect(status).toBeFocused();
    await expect(status).toContainText(`${text.correct} ${right.why}`);
    await expect(group.getByText(right.why).first()).toBeVisible();
    expect(await axeAtTop(page), 'axe, with a question checked').toEqual([]);
  });
}

test('a topic opened from the library home within the page has a working self-check and search', WIDTH_INDEPENDENT, async ({ page }) => {
  const text = wordsFor('en').library;
  const topic = loadLibrary('en').topics.find((t) => t.slug === 'kyc');
  const question = topic?.selfCheck[0];
  const right = question?.options.find((o) => o.correct);
  if (!topic || !question || !right) throw new Error('the kyc topic needs a self-check');
  await page.goto(LIBRARY_HOME);
  await page.waitForLoadState('networkidle');
  // The site opens its own links without a page load (LinkNavigation): the topic arrives with no exported HTML to keep.
  await page.evaluate(() => Reflect.set(window, 'samePage', true));
  await page.locator(`a[href="${topic.path}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.title);
  expect(await page.evaluate(() => Reflect.get(window, 'samePage'))).toBe(true);
  const group = page.getByRole('group', { name: question.question });
  await group.getByRole('radio', { name: right.text }).check();
  await group.getByRole('button', { name: text.selfCheck.check }).click();
  await expect(group.getByTestId('self-check-verdict')).toContainText(`${text.selfCheck.correct} ${right.why}`);
  // The page the visitor is on is left out of its own results: a search from the KYC topic for NAV.
  const box = page.getByRole('searchbox', { name: text.search.label });
  await box.focus();
  await expect(page.locator('form[data-search-state="ready"]')).toBeAttached();
  await box.fill('nav');
  await expect(page.getByRole('search').filter({ has: box }).getByRole('link').first()).toHaveAttribute('href', topicPath('nav', 'en'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search box leads to the search page, and each self-check keeps its explanations in <details>', WIDTH_INDEPENDENT, async ({ page }) => {
    const search = wordsFor('hi').library.search;
    const text = wordsFor('hi').library.selfCheck;
    const question = loadLibrary('hi').topics.find((t) => t.slug === 'nav')?.selfCheck[0];
    if (!question) throw new Error('the nav topic has no self-check');
    await page.goto(topicPath('nav', 'hi'));
    await expect(page.getByRole('link', { name: search.topicsLink })).toBeVisible();
    await page.getByRole('searchbox', { name: search.label }).fill('nav');
    await page.getByRole('searchbox', { name: search.label }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${pathTo('/search/', 'hi')}\\?q=nav$`));

    await page.goto(topicPath('nav', 'hi'));
    const group = page.getByRole('group', { name: question.question });
    await expect(group.getByRole('button')).toHaveCount(0);
    await group.getByText(text.showAnswer).click();
    for (const option of question.options) await expect(group.getByText(option.why)).toBeVisible();
  });
});
