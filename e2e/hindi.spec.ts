import type { Page } from '@playwright/test';
import { calculatorCopyFor } from '@/lib/calculators/calculatorWords';
import { fitnessRules } from '@/content/financialFitness';
import { riskQuestions } from '@/lib/questionnaires/riskProfileQuiz';
import { HTML_LANG, LEGACY_SERVICE_SLUGS, LOCALE_TABLE, localisePath } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { expect, nextFrames, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';
import { healthyFitnessAnswers } from '@/test/fitnessAnswers';
import { calculators } from './calculatorCases';
import { openSettled } from './openSettled';

// The Hindi edition. Every page of every edition, with its hreflang alternates, its language and its
// place in the sitemap, is checked in e2e/pages.spec.ts; here, the Hindi 404, the language switch both
// ways with the query kept, and one full journey per tool in Hindi (a shared link, typing, the result,
// sharing and reopening).

const hindi = wordsFor('hi').ui;

test.describe('an unknown address under /hi/', () => {
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\) @ .*\/hi\/(no-such-page|services\/[a-z-]+)\/$/] });

  test('gets the Hindi 404 page', WIDTH_INDEPENDENT, async ({ page }) => {
    const response = await page.goto('/hi/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.hi);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindi.notFound.heading);
  });

  // The old addresses existed only in English, so they have no Hindi page.
  test(
    'an old English-only service address gets the Hindi 404 page, and its English page’s switch leads to the new service',
    WIDTH_INDEPENDENT,
    async ({ page, request }) => {
      for (const [old, slug] of Object.entries(LEGACY_SERVICE_SLUGS)) {
        const response = await page.goto(`/hi/services/${old}/`);
        expect(response?.status(), old).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindi.notFound.heading);
        const english = await (await request.get(`/services/${old}/`)).text();
        expect(english, old).toContain(`href="/hi/services/${slug}/"`);
        expect(english, old).not.toContain(`href="/hi/services/${old}/"`);
      }
    },
  );
});

// The switch's place and look at each width are in e2e/pages.spec.ts; following it is the same anywhere.
test('the switch leads to the same page in the other language with the query kept, and back', WIDTH_INDEPENDENT, async ({ page }) => {
  const query = '?cost=2500000&years=15&inflation=8&rate=12&saved=0';
  // Settled: the shared link's result is computed once the tool's code has arrived.
  await openSettled(page, `/tools/goal/${query}`);
  await nextFrames(page);
  const english = await page.getByTestId('monthly-sip').textContent();
  const toHindi = page.locator('header').getByRole('link', { name: LOCALE_TABLE.hi.nativeName, exact: true }).first();
  await expect(toHindi).toHaveAttribute('href', `/hi/tools/goal/${query}`);
  await toHindi.click();
  await expect(page).toHaveURL(`/hi/tools/goal/${query}`);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.hi);
  await expect(page.getByTestId('monthly-sip')).toHaveText(english ?? '');
  await waitForHydration(page);
  const toEnglish = page.locator('header').getByRole('link', { name: LOCALE_TABLE.en.nativeName, exact: true }).first();
  await expect(toEnglish).toHaveAttribute('href', `/tools/goal/${query}`);
});

// One journey per calculator: a shared link shows the reference figures e2e/tools.spec.ts checks in
// English (the SIP calculator's, its English page's), a typed value changes the result, Share copies
// the Hindi link with every input, and that link reopens the same result. The field typed into is named
// by its query name, which is the same in both languages.
const typed: Record<string, { field: string; figure: string }> = {
  '/tools/step-up-sip/': { field: 'stepup', figure: 'maturity' },
  '/tools/lumpsum/': { field: 'amount', figure: 'maturity' },
  '/tools/swp/': { field: 'withdrawal', figure: 'balance' },
  '/tools/goal/': { field: 'years', figure: 'future-cost' },
  '/tools/retirement/': { field: 'retireAt', figure: 'corpus' },
  '/tools/cost-of-delay/': { field: 'delay', figure: 'later' },
  '/tools/regular-vs-direct/': { field: 'years', figure: 'direct' },
};

async function shareAndReadLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: hindi.share.label }).click();
  await expect(page.getByRole('status').filter({ hasText: hindi.share.copied })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('each tool in Hindi', () => {
  test.beforeEach(async ({ context, page }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Desktop Chromium has no share sheet here: Share copies the link, which the test can read.
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  });

  for (const tool of calculators) {
    test(`${tool.path}: the English figures, typing, sharing and reopening`, WIDTH_INDEPENDENT, async ({ page }) => {
      const path = localisePath(tool.path, 'hi');
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

      const link = await shareAndReadLink(page);
      expect(new URL(link).pathname).toBe(path);
      expect(new URL(link).searchParams.get(field)).toBe(tool.field.sliderValue);
      await page.goto(link);
      await expect(page.getByTestId(main)).toHaveText(changed ?? '');
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.hi);
    });
  }

  test('the SIP calculator: its English figure, Calculate, sharing and reopening', WIDTH_INDEPENDENT, async ({ page }) => {
    const query = 'amount=5000&rate=12&years=10';
    await openSettled(page, `/financial-calculator/?${query}`);
    await nextFrames(page);
    const english = await page.getByTestId('sip-maturity').textContent();
    await openSettled(page, `/hi/financial-calculator/?${query}`);
    await expect(page.getByTestId('sip-maturity')).toHaveText(english ?? '');
    await page.locator('input[type="text"][name="years"]').fill('12');
    await page.getByRole('button', { name: calculatorCopyFor('hi').sip.calculate }).click();
    await expect(page.getByTestId('sip-maturity')).not.toHaveText(english ?? '');
    const changed = await page.getByTestId('sip-maturity').textContent();
    const link = await shareAndReadLink(page);
    expect(new URL(link).pathname).toBe('/hi/financial-calculator/');
    await page.goto(link);
    await expect(page.getByTestId('sip-maturity')).toHaveText(changed ?? '');
  });

  test('the risk profile: the same score as English, a changed answer, sharing and reopening', WIDTH_INDEPENDENT, async ({ page }) => {
    const query = riskQuestions.map((q) => `${q.id}=2`).join('&');
    await openSettled(page, `/tools/risk-profile/?${query}`);
    await nextFrames(page);
    const englishScore = await page.getByTestId('risk-profile-score').textContent();
    await page.goto(`/hi/tools/risk-profile/?${query}`);
    await waitForHydration(page);
    await expect(page.getByTestId('risk-profile-score')).toHaveText(englishScore ?? '');
    await page.getByRole('main').getByRole('group').first().getByRole('radio').first().check();
    await expect(page.getByTestId('risk-profile-score')).not.toHaveText(englishScore ?? '');
    const score = await page.getByTestId('risk-profile-score').textContent();
    const link = await shareAndReadLink(page);
    expect(new URL(link).pathname).toBe('/hi/tools/risk-profile/');
    await page.goto(link);
    await expect(page.getByTestId('risk-profile-score')).toHaveText(score ?? '');
  });

  test('the fitness check: the same score as English, a changed figure, sharing and reopening', WIDTH_INDEPENDENT, async ({ page }) => {
    const fit = healthyFitnessAnswers(fitnessRules);
    const query = new URLSearchParams(fit).toString();
    await openSettled(page, `/tools/financial-fitness/?${query}`);
    await nextFrames(page);
    const englishTotal = await page.getByTestId('fitness-total').textContent();
    await page.goto(`/hi/tools/financial-fitness/?${query}`);
    await waitForHydration(page);
    await expect(page.getByTestId('fitness-total')).toHaveText(englishTotal ?? '');
    await page.locator('input[type="text"][name="emergencySavings"]').fill('0');
    await page.getByRole('main').locator('form button[type="submit"]').click();
    await expect(page.getByTestId('fitness-total')).not.toHaveText(englishTotal ?? '');
    const total = await page.getByTestId('fitness-total').textContent();
    const link = await shareAndReadLink(page);
    expect(new URL(link).pathname).toBe('/hi/tools/financial-fitness/');
    await page.goto(link);
    await expect(page.getByTestId('fitness-total')).toHaveText(total ?? '');
  });
});
