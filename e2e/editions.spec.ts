import type { Page } from '@playwright/test';
import { calculatorCopyFor } from '@/lib/calculators/calculatorWords';
import type { RoutePath } from '@/content/routes';
import { fitnessRules } from '@/content/financialFitness';
import { riskQuestions } from '@/lib/questionnaires/riskProfileQuiz';
import { HTML_LANG, LEGACY_SERVICE_SLUGS, LOCALE_TABLE, localisePath, PREFIXED_LOCALES, type PrefixedLocale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { expect, nextFrames, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';
import { healthyFitnessAnswers } from '@/test/fitnessAnswers';
import { calculators } from './calculatorCases';
import { openSettled } from './openSettled';

// The editions at a prefix (every language of the table but English). Every page of every edition,
// with its hreflang alternates, its language and its place in the sitemap, is checked in
// e2e/pages.spec.ts; here, each edition's 404, the language switch followed both ways with the query
// kept, and one full journey per tool (a shared link, typing, the result, sharing and reopening), each
// tool in one edition, rotating through the table: the tool's code is the same in every edition, and
// what differs (its words, the figures' formatting, the edition's addresses) is met by each edition on
// half the tools or more.

for (const locale of PREFIXED_LOCALES) {
  const words = wordsFor(locale).ui;
  const prefix = LOCALE_TABLE[locale].prefix;

  test.describe(`an unknown address under ${prefix}/`, () => {
    test.use({ expectedConsoleErrors: [new RegExp(`status of 404 \\(Not Found\\) @ .*${prefix}/(no-such-page|services/[a-z-]+)/$`)] });

    test(`gets the ${locale} 404 page`, WIDTH_INDEPENDENT, async ({ page }) => {
      const response = await page.goto(`${prefix}/no-such-page/`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.notFound.heading);
    });

    // The old addresses existed only in English, so they have no page in another edition.
    test(
      `an old English-only service address gets the ${locale} 404 page, and its English page’s switch leads to the new service`,
      WIDTH_INDEPENDENT,
      async ({ page, request }) => {
        for (const [old, slug] of Object.entries(LEGACY_SERVICE_SLUGS)) {
          const response = await page.goto(`${prefix}/services/${old}/`);
          expect(response?.status(), old).toBe(404);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.notFound.heading);
          const english = await (await request.get(`/services/${old}/`)).text();
          expect(english, old).toContain(`href="${prefix}/services/${slug}/"`);
          expect(english, old).not.toContain(`href="${prefix}/services/${old}/"`);
        }
      },
    );
  });

  // The switch's place and look at each width are in e2e/pages.spec.ts; following it is the same anywhere.
  test(`the switch leads to the same page in ${locale} with the query kept, and back`, WIDTH_INDEPENDENT, async ({ page }) => {
    const query = '?cost=2500000&years=15&inflation=8&rate=12&saved=0';
    // Settled: the shared link's result is computed once the tool's code has arrived.
    await openSettled(page, `/tools/goal/${query}`);
    await nextFrames(page);
    const english = await page.getByTestId('monthly-sip').textContent();
    const toEdition = page.locator('header').getByRole('link', { name: LOCALE_TABLE[locale].nativeName, exact: true }).first();
    await expect(toEdition).toHaveAttribute('href', `${prefix}/tools/goal/${query}`);
    await toEdition.click();
    await expect(page).toHaveURL(`${prefix}/tools/goal/${query}`);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
    await expect(page.getByTestId('monthly-sip')).toHaveText(english ?? '');
    await waitForHydration(page);
    const toEnglish = page.locator('header').getByRole('link', { name: LOCALE_TABLE.en.nativeName, exact: true }).first();
    await expect(toEnglish).toHaveAttribute('href', `/tools/goal/${query}`);
  });
}

// One journey per calculator: a shared link shows the reference figures e2e/tools.spec.ts checks in
// English (the SIP calculator's, its English page's), a typed value changes the result, Share copies
// the edition's link with every input, and that link reopens the same result. The field typed into is
// named by its query name, which is the same in every language.
const typed: Record<string, { field: string; figure: string }> = {
  '/tools/step-up-sip/': { field: 'stepup', figure: 'maturity' },
  '/tools/lumpsum/': { field: 'amount', figure: 'maturity' },
  '/tools/swp/': { field: 'withdrawal', figure: 'balance' },
  '/tools/goal/': { field: 'years', figure: 'future-cost' },
  '/tools/retirement/': { field: 'retireAt', figure: 'corpus' },
  '/tools/cost-of-delay/': { field: 'delay', figure: 'later' },
  '/tools/regular-vs-direct/': { field: 'years', figure: 'direct' },
};

async function shareAndReadLink(page: Page, locale: PrefixedLocale): Promise<string> {
  const { share } = wordsFor(locale).ui;
  await page.getByRole('button', { name: share.label }).click();
  await expect(page.getByRole('status').filter({ hasText: share.copied })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The edition whose turn it is for the n-th journey. */
function editionFor(n: number): PrefixedLocale {
  const locale = PREFIXED_LOCALES[n % PREFIXED_LOCALES.length];
  if (!locale) throw new Error('the locale table has no edition at a prefix');
  return locale;
}

test.describe('each tool in an edition at a prefix, rotating', () => {
  test.beforeEach(async ({ context, page }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Desktop Chromium has no share sheet here: Share copies the link, which the test can read.
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  });

  for (const [n, tool] of calculators.entries()) {
    const locale = editionFor(n);
    test(`${tool.path} in ${locale}: the English figures, typing, sharing and reopening`, WIDTH_INDEPENDENT, async ({ page }) => {
      const path = localisePath(tool.path, locale);
      await openSettled(page, `${path}?${tool.query}`);
      for (const [id, figure] of Object.entries(tool.figures))
        if (figure.startsWith('₹')) await expect(page.getByTestId(id)).toHaveText(figure);
      const { field, figure: main } = typed[tool.path] ?? { field: '', figure: '' };
      const before = await page.getByTestId(main).textContent();

      const box = page.locator(`input[type="text"][name="${field}"]`);
      await box.fill(tool.field.sliderValue);
      await box.press('Tab');
      await expect(page.getByTestId(main)).not.toHaveText(before ?? '');
      const changed = await page.getByTestId(main).textContent();

      const link = await shareAndReadLink(page, locale);
      expect(new URL(link).pathname).toBe(path);
      expect(new URL(link).searchParams.get(field)).toBe(tool.field.sliderValue);
      await page.goto(link);
      await expect(page.getByTestId(main)).toHaveText(changed ?? '');
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
    });
  }

  // The SIP calculator and the two questionnaires: the English page's figure for a shared link, the same
  // in the edition, then a change of the edition's own, sharing and reopening.
  const journeys: readonly {
    tool: string;
    checks: string;
    path: RoutePath;
    query: string;
    figure: string;
    change: (page: Page, locale: PrefixedLocale) => Promise<void>;
  }[] = [
    {
      tool: 'the SIP calculator',
      checks: 'its English figure, Calculate',
      path: '/financial-calculator/',
      query: 'amount=5000&rate=12&years=10',
      figure: 'sip-maturity',
      change: async (page, locale) => {
        await page.locator('input[type="text"][name="years"]').fill('12');
        await page.getByRole('button', { name: calculatorCopyFor(locale).sip.calculate }).click();
      },
    },
    {
      tool: 'the risk profile',
      checks: 'the same score as English, a changed answer',
      path: '/tools/risk-profile/',
      query: riskQuestions.map((q) => `${q.id}=2`).join('&'),
      figure: 'risk-profile-score',
      change: (page) => page.getByRole('main').getByRole('group').first().getByRole('radio').first().check(),
    },
    {
      tool: 'the fitness check',
      checks: 'the same score as English, a changed figure',
      path: '/tools/financial-fitness/',
      query: new URLSearchParams(healthyFitnessAnswers(fitnessRules)).toString(),
      figure: 'fitness-total',
      change: async (page) => {
        await page.locator('input[type="text"][name="emergencySavings"]').fill('0');
        await page.getByRole('main').locator('form button[type="submit"]').click();
      },
    },
  ];

  for (const [n, { tool, checks, path: englishPath, query, figure, change }] of journeys.entries()) {
    const locale = editionFor(calculators.length + n);
    test(`${tool} in ${locale}: ${checks}, sharing and reopening`, WIDTH_INDEPENDENT, async ({ page }) => {
      const path = localisePath(englishPath, locale);
      await openSettled(page, `${englishPath}?${query}`);
      await nextFrames(page);
      const english = await page.getByTestId(figure).textContent();
      await openSettled(page, `${path}?${query}`);
      await expect(page.getByTestId(figure)).toHaveText(english ?? '');
      await change(page, locale);
      await expect(page.getByTestId(figure)).not.toHaveText(english ?? '');
      const changed = await page.getByTestId(figure).textContent();
      const link = await shareAndReadLink(page, locale);
      expect(new URL(link).pathname).toBe(path);
      await page.goto(link);
      await expect(page.getByTestId(figure)).toHaveText(changed ?? '');
    });
  }
});
