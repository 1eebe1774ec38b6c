import type { Page } from '@playwright/test';
import { calculatorCopyFor } from '@/content/calculators';
import { fitnessRules } from '@/content/financialFitness';
import { riskQuestions } from '@/content/riskProfile';
import { uiText } from '@/content/ui';
import { retirementMultiple } from '@/lib/financialFitness';
import { HTML_LANG, localisePath, unlocalisedPath } from '@/lib/locale';
import { pagesFor } from '@/lib/pages';
import { absoluteUrl } from '@/lib/seo';
import { expect, nextFrames, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';
import { openSettled } from './openSettled';

// The Hindi edition (issue 27). Every Hindi page is checked beside its English twin at both widths in
// e2e/pages.spec.ts; here, hreflang and the sitemap across both editions, the Hindi 404, the language
// switch both ways with the query kept, and one full journey per tool in Hindi (a shared link, typing,
// the result, sharing and reopening).

const hindi = uiText('hi');

/** What every page of either edition lists: both editions' addresses and x-default (English). */
const expectedAlternates = (path: string) => {
  const english = unlocalisedPath(path);
  return {
    [HTML_LANG.en]: absoluteUrl(english),
    [HTML_LANG.hi]: absoluteUrl(localisePath(english, 'hi')),
    'x-default': absoluteUrl(english),
  };
};

test('every page of both editions names its twin and itself as hreflang alternates, and the sitemap lists both @desktop', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const locale of ['en', 'hi'] as const) {
    for (const p of pagesFor(locale)) {
      const html = await (await request.get(p.path)).text();
      const found = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
      );
      expect(found, p.path).toEqual(expectedAlternates(p.path));
      expect(html, p.path).toContain(`<html lang="${HTML_LANG[locale]}"`);
      expect(sitemap, p.path).toContain(`<loc>${absoluteUrl(p.path)}</loc>`);
    }
  }
});

test.describe('an unknown address under /hi/', () => {
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\) @ .*\/hi\/no-such-page\/$/] });

  test('gets the Hindi 404 page', WIDTH_INDEPENDENT, async ({ page }) => {
    const response = await page.goto('/hi/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.hi);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindi.notFound.heading);
  });
});

test('the switch leads to the same page in the other language with the query kept, and back', async ({ page }) => {
  const query = '?cost=2500000&years=15&inflation=8&rate=12&saved=0';
  // Settled: the shared link's result is computed once the tool's code has arrived.
  await openSettled(page, `/tools/goal/${query}`);
  await nextFrames(page);
  const english = await page.getByTestId('monthly-sip').textContent();
  const toHindi = page
    .locator('header')
    .getByRole('link', { name: uiText('en').languageSwitch.label, exact: true })
    .first();
  await expect(toHindi).toHaveAttribute('href', `/hi/tools/goal/${query}`);
  await toHindi.click();
  await expect(page).toHaveURL(`/hi/tools/goal/${query}`);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.hi);
  await expect(page.getByTestId('monthly-sip')).toHaveText(english ?? '');
  await waitForHydration(page);
  const toEnglish = page.locator('header').getByRole('link', { name: hindi.languageSwitch.label, exact: true }).first();
  await expect(toEnglish).toHaveAttribute('href', `/tools/goal/${query}`);
});

// One journey per calculator: a shared link shows the English figures, a typed value changes the
// result, Share copies the Hindi link with every input, and that link reopens the same result.
const calculators = [
  {
    path: '/financial-calculator/',
    query: 'amount=5000&rate=12&years=10',
    field: 'years',
    typed: '12',
    figure: 'sip-maturity',
    submit: true,
  },
  { path: '/tools/step-up-sip/', query: 'amount=5000&rate=12&years=5&stepup=10', field: 'stepup', typed: '15', figure: 'maturity' },
  { path: '/tools/lumpsum/', query: 'amount=100000&rate=12&years=10', field: 'years', typed: '12', figure: 'maturity' },
  {
    path: '/tools/swp/',
    query: 'corpus=5000000&withdrawal=30000&rate=8&years=10',
    field: 'withdrawal',
    typed: '45000',
    figure: 'withdrawn',
  },
  { path: '/tools/goal/', query: 'cost=2500000&years=15&inflation=8&rate=12&saved=0', field: 'years', typed: '12', figure: 'monthly-sip' },
  {
    path: '/tools/retirement/',
    query: 'age=30&retireAt=60&lifeTo=85&expense=50000&inflation=6&preRate=12&postRate=7',
    field: 'retireAt',
    typed: '55',
    figure: 'corpus',
  },
  { path: '/tools/cost-of-delay/', query: 'amount=5000&rate=12&years=20&delay=1', field: 'delay', typed: '3', figure: 'later' },
  {
    path: '/tools/regular-vs-direct/',
    query: 'mode=sip&amount=10000&rate=12&years=20&gap=1.4',
    field: 'years',
    typed: '25',
    figure: 'direct',
  },
] as const;

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
    test(`${tool.path}: the same figures as English, typing, sharing and reopening`, WIDTH_INDEPENDENT, async ({ page }) => {
      await openSettled(page, `${tool.path}?${tool.query}`);
      await nextFrames(page);
      const englishFigure = await page.getByTestId(tool.figure).textContent();

      const path = localisePath(tool.path, 'hi');
      await page.goto(`${path}?${tool.query}`);
      await waitForHydration(page);
      await expect(page.getByTestId(tool.figure)).toHaveText(englishFigure ?? '');

      const box = page.locator(`input[type="text"][name="${tool.field}"]`);
      await box.fill(tool.typed);
      if ('submit' in tool) await page.getByRole('button', { name: calculatorCopyFor('hi').sip.calculate }).click();
      else await box.press('Tab');
      await expect(page.getByTestId(tool.figure)).not.toHaveText(englishFigure ?? '');
      const changed = await page.getByTestId(tool.figure).textContent();

      const link = await shareAndReadLink(page);
      expect(new URL(link).pathname).toBe(path);
      expect(new URL(link).searchParams.get(tool.field)?.replace(/,/g, '')).toBe(tool.typed);
      await page.goto(link);
      await expect(page.getByTestId(tool.figure)).toHaveText(changed ?? '');
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.hi);
    });
  }

  test('the risk profile: the same score as English, a changed answer, sharing and reopening', WIDTH_INDEPENDENT, async ({ page }) => {
    const query = riskQuestions.map((q) => `${q.id}=2`).join('&');
    await openSettled(page, `/tools/risk-profile/?${query}`);
    await nextFrames(page);
    const englishScore = await page.getByTestId('risk-profile-score').textContent();
    await page.goto(`/hi/tools/risk-profile/?${query}`);
    await waitForHydration(page);
    await expect(page.getByTestId('risk-profile-score')).toHaveText(englishScore ?? '');
    await page.getByRole('group').first().getByRole('radio').first().check();
    await expect(page.getByTestId('risk-profile-score')).not.toHaveText(englishScore ?? '');
    const score = await page.getByTestId('risk-profile-score').textContent();
    const link = await shareAndReadLink(page);
    expect(new URL(link).pathname).toBe('/hi/tools/risk-profile/');
    await page.goto(link);
    await expect(page.getByTestId('risk-profile-score')).toHaveText(score ?? '');
  });

  test('the fitness check: the same score as English, a changed figure, sharing and reopening', WIDTH_INDEPENDENT, async ({ page }) => {
    const fit = {
      dependants: '2',
      age: '40',
      income: '100000',
      expenses: '40000',
      emis: '10000',
      emergencySavings: String(fitnessRules.emergencyMonths * 50000),
      lifeCover: String(fitnessRules.lifeCoverMultiple * 1200000),
      healthCover: String(fitnessRules.healthCoverRupees),
      retirementSavings: String(Math.ceil(retirementMultiple(40, fitnessRules) * 40000 * 12)),
    };
    const query = new URLSearchParams(fit).toString();
    await openSettled(page, `/tools/financial-fitness/?${query}`);
    await nextFrames(page);
    const englishTotal = await page.getByTestId('fitness-total').textContent();
    await page.goto(`/hi/tools/financial-fitness/?${query}`);
    await waitForHydration(page);
    await expect(page.getByTestId('fitness-total')).toHaveText(englishTotal ?? '');
    await page.locator('input[type="text"][name="emergencySavings"]').fill('0');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('fitness-total')).not.toHaveText(englishTotal ?? '');
    const total = await page.getByTestId('fitness-total').textContent();
    const link = await shareAndReadLink(page);
    expect(new URL(link).pathname).toBe('/hi/tools/financial-fitness/');
    await page.goto(link);
    await expect(page.getByTestId('fitness-total')).toHaveText(total ?? '');
  });
});
