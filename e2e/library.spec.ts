import { OLD_PAGE_ANCHORS } from '@/content/libraryText';
import { wordsFor } from '@/lib/i18n/words';
import { glossaryPath, loadLibrary, LIBRARY_HOME } from '@/lib/library';
import { formatRegulatoryDate } from '@/lib/format';
import { localisePath, LOCALES } from '@/lib/i18n/locale';
import { fillTemplate } from '@/lib/template';
import { expect, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';

// The investor-education library: its home, a topic and the glossary work without
// JavaScript in both languages, the old single page's anchors still land, and a topic's calculator
// link opens the calculator with the worked example's figures in its fields.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    const { topics, glossary } = loadLibrary(locale);
    const text = wordsFor(locale).library;

    test(`the ${locale} home lists every topic and keeps the old page's anchors`, WIDTH_INDEPENDENT, async ({ page }) => {
      await page.goto(localisePath(LIBRARY_HOME, locale));
      for (const topic of topics) await expect(page.locator(`main a[href$="${topic.path}"]`).first()).toBeVisible();
      for (const id of OLD_PAGE_ANCHORS) {
        const anchor = page.locator(`[id="${id}"]`);
        await expect(anchor, `#${id}`).toHaveCount(1);
        const holder = topics.find((t) => t.sectionIds.includes(id));
        const target = holder ? holder.path : glossaryPath(locale);
        // The anchor is on the entry (or inside it) that links to the topic now holding its content.
        await expect(page.locator(`li:has(> [id="${id}"]) a, [id="${id}"] a`).first()).toHaveAttribute('href', new RegExp(`${target}$`));
      }
      await expect(page.getByRole('search')).toBeVisible();
      await expect(page.getByRole('link', { name: text.search.glossaryLink, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`${glossaryPath(locale)}$`),
      );
    });

    const topic = topics.find((t) => t.example) ?? topics[0];
    test(`a ${locale} topic shows its answer, sources, review date and a self-check to open`, WIDTH_INDEPENDENT, async ({ page }) => {
      if (!topic) throw new Error('no topic');
      await page.goto(topic.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.title);
      await expect(page.getByText(topic.answer)).toBeVisible();
      for (const source of topic.sources)
        await expect(page.locator(`main a[href="${source.url}"]`).filter({ hasText: source.title })).toBeVisible();
      await expect(
        page.getByText(fillTemplate(text.topic.lastReviewed, { date: formatRegulatoryDate(topic.lastReviewed, locale) }), { exact: true }),
      ).toBeVisible();
      const first = topic.selfCheck[0];
      if (!first) throw new Error('no self-check');
      const why = first.options[0]?.why ?? '';
      await expect(page.getByText(why)).toBeHidden();
      await page.getByText(text.selfCheck.showAnswer).first().click();
      await expect(page.getByText(why)).toBeVisible();
    });

    test(`the ${locale} glossary has an anchor per term and letter jumps`, WIDTH_INDEPENDENT, async ({ page }) => {
      await page.goto(glossaryPath(locale));
      for (const term of glossary) await expect(page.locator(`dt[id="${term.id}"]`)).toHaveCount(1);
      const jumps = page.getByRole('navigation', { name: text.glossary.lettersLabel }).getByRole('link');
      expect(await jumps.count()).toBeGreaterThan(5);
      for (const href of await jumps.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
        await expect(page.locator(href)).toHaveCount(1);
    });
  }
});

test('each topic with a worked example opens its calculator with the example in the fields', WIDTH_INDEPENDENT, async ({ page }) => {
  const withExample = loadLibrary('en').topics.filter((t) => t.example);
  expect(withExample.length).toBeGreaterThan(0);
  test.setTimeout(withExample.length * 10_000);
  for (const topic of withExample) {
    const example = topic.example;
    if (!example) continue;
    await page.goto(topic.path);
    await page.locator(`main a[href$="${example.href}"]`).click();
    await page.waitForURL(`**${example.href}`);
    await waitForHydration(page);
    await expect(page.locator('main input[type="range"]').first()).toBeVisible();
    const values = await page
      .locator('main input[type="range"]')
      .evaluateAll((inputs) => inputs.map((i) => Number((i as HTMLInputElement).value)));
    for (const [name, value] of Object.entries(example.input))
      if (typeof value === 'number') expect(values, `${topic.slug}: ${name}`).toContain(value);
  }
});
