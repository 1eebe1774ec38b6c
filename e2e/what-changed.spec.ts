import { loadRegister } from '@/lib/facts/load';
import { LIBRARY_HOME, loadLibrary } from '@/lib/library';
import { localisePath, LOCALES } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { fillTemplate } from '@/lib/template';
import { latestChangeFor, whatChangedEntries, whatChangedPath, type TopicLink } from '@/lib/pages/whatChanged';
import { expect, test, WIDTH_INDEPENDENT } from './fixtures';

// The "What changed" page in both languages: the changes of content/facts/changes.yml newest first,
// each linking its topics and its source (marked with its language where it differs from the page's),
// the library's home linking to it, and an affected topic linking back to its entry. Server-rendered
// only, so it is checked without JavaScript.

test.use({ javaScriptEnabled: false });

for (const locale of LOCALES) {
  const words = wordsFor(locale);
  const text = words.library.whatChanged;
  const { topics } = loadLibrary(locale);
  const links = new Map<string, TopicLink>(topics.map((t) => [t.slug, { slug: t.slug, title: t.title, path: t.path }]));
  const register = loadRegister();
  const entries = whatChangedEntries(register, locale, { units: words.factUnits }, links);

  test(`the ${locale} page lists every change newest first, each with its topics and its source`, WIDTH_INDEPENDENT, async ({ page }) => {
    expect(entries.length).toBeGreaterThan(0);
    await page.goto(whatChangedPath(locale));
    const items = page.locator('main li[id]');
    await expect(items).toHaveCount(entries.length);
    expect(await items.evaluateAll((els) => els.map((el) => el.id))).toEqual(entries.map((e) => e.id));
    const dates = await page
      .locator('main li[id] > p:first-of-type > time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    for (const entry of entries) {
      const item = page.locator(`li[id="${entry.id}"]`);
      await expect(item.getByRole('heading', { level: 2 })).toHaveText(entry.title);
      await expect(item.locator(`p:first-of-type > time[datetime="${entry.date}"]`)).toHaveText(entry.dateText);
      await expect(item.getByText(entry.summary, { exact: true })).toBeVisible();
      for (const topic of entry.topics) await expect(item.locator(`a[href$="${topic.path}"]`)).toHaveText(topic.title);
      const source = item.locator(`a[href="${entry.source.url}"]`);
      await expect(source).toContainText(entry.source.title);
      // A source in another language than the page's is marked; one in the page's language is not.
      const sourceLang = entry.source.lang ?? 'en';
      const cite = source.locator('cite');
      if (sourceLang === locale) await expect(cite).not.toHaveAttribute('lang', /.+/);
      else await expect(cite).toHaveAttribute('lang', sourceLang);
    }
  });

  test(`the ${locale} library home links to it`, WIDTH_INDEPENDENT, async ({ page }) => {
    await page.goto(localisePath(LIBRARY_HOME, locale));
    await expect(page.getByRole('link', { name: text.homeLink, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`${whatChangedPath(locale)}$`),
    );
  });

  const touched = topics.find((t) => latestChangeFor(register, t.slug, locale));
  test(`an affected ${locale} topic says which rules it is updated for and links to that entry`, WIDTH_INDEPENDENT, async ({ page }) => {
    if (!touched) throw new Error('no topic is touched by a change in content/facts/changes.yml');
    const change = latestChangeFor(register, touched.slug, locale);
    if (!change) throw new Error('no change');
    await page.goto(touched.path);
    const link = page.getByRole('link', { name: fillTemplate(text.updatedFor, { date: change.dateText }), exact: true });
    await expect(link).toHaveAttribute('href', new RegExp(`${change.href}$`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${change.href}$`));
    await expect(page.locator(`li[id="${change.id}"]`).locator(`a[href$="${touched.path}"]`)).toBeVisible();
  });
}
