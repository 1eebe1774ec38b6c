import type { Page, Request } from '@playwright/test';
import { fitnessRules } from '@/content/financialFitness';
import { dependantsChoice, fitnessFieldText, fitnessFormText, fitnessResultText, trafficLightLabels } from '@/content/en/financialFitness';
import { fitnessAreas, fitnessInsurance } from '@/lib/questionnaires/fitnessCheck';
import { toolCards } from '@/content/en/tools';
import { discussService } from '@/content/questionnaires';
import { fundCategoryNames, riskBands, riskProfileText, riskQuestions } from '@/lib/questionnaires/riskProfileQuiz';
import { formatRegulatoryDate } from '@/lib/format';
import { fillTemplate } from '@/lib/template';
import { services } from '@/lib/pages/services';
import { MF_RISK_WARNING, site } from '@/content/site';
import {
  axeViolations,
  carriesText,
  expect,
  recordRequestUrls,
  test,
  waitForHydration,
  WIDTH_INDEPENDENT,
  untilScrollSettles,
} from './fixtures';
import { healthyFitnessAnswers } from '@/test/fitnessAnswers';
import { openSettled } from './openSettled';

const RISK = '/tools/risk-profile/';
const FITNESS = '/tools/financial-fitness/';

/**
 * Every request the page makes from now on, of any kind, to any host, but the favicon: Chromium
 * fetches it again whenever the address bar changes (the shared-link query), a fixed file that
 * carries nothing of the visitor's.
 */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/icon.svg') requests.push(request);
  });
  return requests;
}

/**
 * The summary a result's contact link filled in reached no server: not the contact page's request, nor
 * its data's, nor anything the form fetched (contactHrefFor puts it in the fragment). Its lines are
 * checked one by one, so a request carrying part of it counts too.
 */
async function expectMessageSentNowhere(requested: string[], message: string) {
  expect(requested.length, 'requests while following the link').toBeGreaterThan(0);
  const lines = message.split('\n').filter((line) => line.trim().length > 0);
  expect(lines.length).toBeGreaterThan(0);
  expect(requested.filter((url) => lines.some((line) => carriesText(url, line)))).toEqual([]);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const question = (page: Page, index: number) => page.getByRole('group', { name: new RegExp(`^${index + 1}\\. `) });
const profileName = (page: Page) => page.getByTestId('risk-profile-name');

/** The option with the fewest (or most) points in each question, by its position. */
const extremeOption = (pick: 'cautious' | 'boldest') =>
  riskQuestions.map((q) => {
    const points = q.options.map((o) => o.points as number);
    return points.indexOf(pick === 'cautious' ? Math.min(...points) : Math.max(...points));
  });

test.describe('risk profile', () => {
  test('answered from the keyboard with every most cautious option, it gives Conservative', WIDTH_INDEPENDENT, async ({ page }) => {
    // Settled: the keys go to the live questionnaire (what is typed before it arrives is carryOver.test.tsx's subject).
    await openSettled(page, RISK);
    const cautious = extremeOption('cautious');
    await question(page, 0).getByRole('radio').first().focus();
    for (const [index, option] of cautious.entries()) {
      // Within a group the arrow keys move the choice; Tab moves on to the next question.
      for (let i = 0; i < option; i += 1) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      await expect(question(page, index).getByRole('radio').nth(option)).toBeChecked();
      await page.keyboard.press('Tab');
    }
    await expect(page.getByRole('button', { name: 'See my profile' })).toBeFocused();
    await expect(page.getByText(`Answered ${riskQuestions.length} of ${riskQuestions.length}`)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(profileName(page)).toHaveText('Conservative');
    await expect(profileName(page)).toBeFocused();
  });

  test('every boldest option gives Aggressive, and the shared link restores it', WIDTH_INDEPENDENT, async ({ page, context }) => {
    await open(page, RISK);
    for (const [index, option] of extremeOption('boldest').entries()) await question(page, index).getByRole('radio').nth(option).check();
    await page.getByRole('button', { name: 'See my profile' }).click();
    await expect(profileName(page)).toHaveText('Aggressive');
    const aggressive = riskBands.find((b) => b.name === 'Aggressive');
    await expect(page.getByTestId('risk-profile-score')).toHaveText(String(aggressive?.max));

    const shared = await context.newPage();
    await open(shared, page.url());
    await expect(profileName(shared)).toHaveText('Aggressive');
    await expect(question(shared, 0).getByRole('radio').last()).toBeChecked();
    await shared.close();
  });

  // On a phone, the result once started at the bottom edge of the screen; the riskometer's words
  // ran into each other; the header, the "Answered n of 10" pill and the action bar took about 30% of
  // a 740 px screen.
  test('on a phone the result comes to the top with focus on its heading, the riskometer words stand apart, and the chrome is slim @mobile', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // Settled: the questionnaire's island has replaced the server's form, so nothing is detached mid-scroll.
    await openSettled(page, RISK);
    await question(page, 3).scrollIntoViewIfNeeded();
    const covered = await page.evaluate(() => {
      const inView = (el: Element | null) => {
        if (!el) return 0;
        const box = el.getBoundingClientRect();
        return Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
      };
      const pill = document.querySelector('label[for="questionnaire-progress"]')?.parentElement ?? null;
      return inView(document.querySelector('header')) + inView(pill) + inView(document.querySelector('nav[aria-label="Quick contact"]'));
    });
    // Was about 222 px (30%); the action bar alone is about 70.
    expect(covered).toBeLessThan(0.16 * 740);

    for (const [index, option] of extremeOption('cautious').entries()) await question(page, index).getByRole('radio').nth(option).check();
    await page.getByRole('button', { name: 'See my profile' }).click();
    await expect(profileName(page)).toBeFocused();
    // The page scrolls smoothly where motion is welcome: the heading arrives in the top third.
    const top = () => profileName(page).evaluate((el) => el.getBoundingClientRect().top);
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    await expect.poll(top).toBeLessThan(740 / 3);

    // No two of the riskometer's level names overlap.
    const boxes = await page
      .locator('figure ol li span:not([aria-hidden]):not(.visually-hidden)')
      .evaluateAll((spans) =>
        spans.map((span) => span.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })),
      );
    expect(boxes.length).toBeGreaterThanOrEqual(6);
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
        expect(overlap).toBe(false);
      }
  });

  test('a link with junk opens the questionnaire blank, with a note', WIDTH_INDEPENDENT, async ({ page }) => {
    await open(page, `${RISK}?age=lots&horizon=77&fall=1`);
    await expect(page.getByRole('note')).toContainText('2 questions are left blank');
    await expect(profileName(page)).toHaveCount(0);
    await expect(
      question(
        page,
        riskQuestions.findIndex((q) => q.id === 'fall'),
      )
        .getByRole('radio')
        .nth(1),
    ).toBeChecked();
  });

  test(
    'sends no request after the page has loaded, answering, scoring and sharing included',
    WIDTH_INDEPENDENT,
    async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openSettled(page, RISK);
      const requests = recordRequests(page);
      for (const [index, option] of extremeOption('boldest').entries()) await question(page, index).getByRole('radio').nth(option).check();
      // From the keyboard, with the pointer out of the way: the result scrolls up to the top, and a link
      // it brings under a resting pointer would be prefetched (checked below, on purpose).
      await page.mouse.move(0, 0);
      await page.getByRole('button', { name: 'See my profile' }).press('Enter');
      await expect(profileName(page)).toHaveText('Aggressive');
      await question(page, 2).getByRole('radio').first().check();
      // The changed answer moves the result: the pointer left on the radio could rest on a link it brings.
      await page.mouse.move(0, 0);
      await page.getByRole('button', { name: 'Share this result' }).press('Enter');
      await expect(page.getByText('Link copied. Paste it anywhere to share this result.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
      // A request set off by answering or sharing would have started in its event handler, before now.
      expect(requests.map((r) => r.url())).toEqual([]);

      // Pointing at a link prefetches its page: GET and HEAD requests for this site's own pages, which carry
      // nothing of the visitor's.
      const answers = new URL(page.url()).search.slice(1);
      // The result's own contact link carries the answers in its address: pointing at it fetches the page alone.
      await page.getByRole('link', { name: 'Discuss this with us' }).hover();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).hover();
      // Wait for that prefetch, so the checks below look at it rather than at nothing.
      await expect.poll(() => requests.length, { message: 'requests after pointing at a footer link' }).toBeGreaterThan(0);
      for (const request of requests) {
        expect(new URL(request.url()).origin).toBe(new URL(page.url()).origin);
        expect(['GET', 'HEAD']).toContain(request.method());
        expect(decodeURIComponent(request.url())).not.toContain(answers);
        expect(request.url()).not.toMatch(new RegExp(`[?&](${riskQuestions.map((q) => q.id).join('|')})=`));
      }
    },
  );

  test('no axe violations with the result shown, or with unanswered questions flagged', async ({ page }) => {
    await open(page, `${RISK}?${riskQuestions.map((q) => `${q.id}=2`).join('&')}`);
    await expect(profileName(page)).toHaveText('Moderate');
    expect(await axeViolations(page)).toEqual([]);
    await open(page, RISK);
    await page.getByRole('button', { name: 'See my profile' }).click();
    await expect(page.getByText('Choose an answer to this question.').first()).toBeVisible();
    // The focus moved to the first unanswered question with a smooth scroll: read the page at rest.
    await untilScrollSettles(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('printed, it drops the navbar and carries the firm’s name, ARN and the risk warning', WIDTH_INDEPENDENT, async ({ page }) => {
    await open(page, `${RISK}?${riskQuestions.map((q) => `${q.id}=1`).join('&')}`);
    await expect(profileName(page)).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByText(`${site.arn.number}. ${MF_RISK_WARNING}`)).toBeVisible();
    await expect(page.getByText(`${site.name}, ${site.tagline}`).first()).toBeVisible();
    await expect(profileName(page)).toBeVisible();
    const total = riskQuestions.reduce((sum, q) => sum + (q.options[1]?.points ?? NaN), 0);
    const band = riskBands.find((b) => b.min <= total && b.max >= total);
    await expect(profileName(page)).toHaveText(band?.name ?? '');
    const result = page.getByRole('region', { name: band?.name ?? '' });
    await expect(result.getByRole('heading', { name: riskProfileText.result.riskometerHeading })).toBeVisible();
    const items = result.getByTestId('risk-profile-categories').getByRole('listitem');
    await expect(items).toHaveCount(band?.categories.length ?? NaN);
    for (const [index, category] of (band?.categories ?? []).entries()) {
      await expect(items.nth(index)).toBeVisible();
      await expect(items.nth(index)).toContainText(fundCategoryNames[category]);
    }
    await expect(result).not.toContainText(/example mix|equity\s*\/\s*debt|usually suit/i);
  });

  test(
    '“Discuss this with us” fills the contact form’s service and message, and sends the message nowhere',
    WIDTH_INDEPENDENT,
    async ({ page }) => {
      await open(page, `${RISK}?${riskQuestions.map((q) => `${q.id}=0`).join('&')}`);
      const requested = recordRequestUrls(page);
      await page.getByRole('link', { name: 'Discuss this with us' }).click();
      await expect(page).toHaveURL(/\/contact\/\?service=/);
      await waitForHydration(page);
      const service = services.find((s) => s.id === discussService.riskProfile);
      await expect(page.getByLabel('Service (optional)').locator('option:checked')).toHaveText(service?.heading ?? '');
      const message = page.getByRole('textbox', { name: 'Message' });
      await expect(message).toHaveValue(/Conservative \(score 0 of 40\)/);
      await expectMessageSentNowhere(requested, await message.inputValue());
    },
  );
});

test.describe('financial fitness', () => {
  const box = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label} in `) });
  // Forty, two dependants, ₹1 lakh a month: every rule in content met exactly.
  const fit = healthyFitnessAnswers(fitnessRules);

  test('typed with Indian grouping, it scores every rule; bad entries are kept and focused', WIDTH_INDEPENDENT, async ({ page }) => {
    await openSettled(page, FITNESS);
    const requests = recordRequests(page);
    await page.getByRole('combobox', { name: dependantsChoice.label }).selectOption(fit.dependants);
    await box(page, fitnessFieldText.age.label).fill('forty');
    for (const [name, text] of Object.entries(fit)) {
      if (name === 'dependants' || name === 'age') continue;
      await box(page, fitnessFieldText[name as keyof typeof fitnessFieldText].label).fill(Number(text).toLocaleString('en-IN'));
    }
    await page.getByRole('button', { name: fitnessFormText.submit }).click();
    await expect(box(page, fitnessFieldText.age.label)).toBeFocused();
    await expect(box(page, fitnessFieldText.age.label)).toHaveValue('forty');
    await expect(page.getByText('Enter your age in digits, for example 35.')).toBeVisible();
    await box(page, fitnessFieldText.age.label).fill(fit.age);
    await page.getByRole('button', { name: fitnessFormText.submit }).click();
    await expect(page.getByTestId('fitness-total')).toHaveText('100');
    for (const area of fitnessAreas) await expect(page.getByTestId(`fitness-area-${area.id}`)).toContainText(trafficLightLabels.green);
    await expect(page).toHaveURL(`${FITNESS}?${new URLSearchParams(fit).toString()}`);
    expect(
      requests.map((r) => r.url()),
      'requests after load',
    ).toEqual([]);
  });

  test('a shared link restores the result; a link with junk shows the defaults with a note', WIDTH_INDEPENDENT, async ({ page }) => {
    await open(page, `${FITNESS}?${new URLSearchParams({ ...fit, healthCover: String(fitnessRules.healthCoverRupees / 2) })}`);
    const health = fitnessAreas.find((a) => a.id === 'health');
    await expect(page.getByTestId('fitness-total')).toHaveText(String(100 - Math.floor((health?.weight ?? 0) / 2)));
    await expect(page.getByTestId('fitness-area-health')).toContainText(trafficLightLabels.amber);

    await open(page, `${FITNESS}?age=200&income=lots`);
    await expect(page.getByTestId('link-note')).toContainText('were not used');
    await expect(page.getByTestId('fitness-total')).toHaveCount(0);
  });

  test('no axe violations with the result and with messages shown; print keeps the result and drops the navbar', async ({ page }) => {
    await open(page, `${FITNESS}?${new URLSearchParams({ ...fit, emis: '70000', lifeCover: '0' })}`);
    await expect(page.getByTestId('fitness-area-debt')).toContainText(trafficLightLabels.red);
    expect(await axeViolations(page)).toEqual([]);
    await box(page, fitnessFieldText.income.label).fill('');
    await page.getByRole('button', { name: fitnessFormText.submit }).click();
    await expect(page.getByText('Enter your monthly take-home income, for example 80,000.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByText(`${site.arn.number}. ${MF_RISK_WARNING}`)).toBeVisible();
    await expect(page.getByTestId('fitness-total')).toBeVisible();
    // Printed, the areas that point at insurance still carry the firm's IRDAI registration and the solicitation line.
    for (const area of fitnessAreas.filter((a) => a.insurance)) {
      const line = page.getByTestId(`fitness-insurance-${area.id}`);
      await expect(line).toBeVisible();
      await expect(line).toContainText(fitnessInsurance.registration);
      await expect(line).toContainText(formatRegulatoryDate(site.insurance.validTill));
      await expect(line).toContainText(fitnessInsurance.solicitation.official);
    }
    await expect(page.getByTestId('fitness-area-debt')).toContainText(fitnessResultText.lookAtHeading);
  });

  test(
    '“Discuss this with us” fills the contact form’s service and message, and sends the message nowhere',
    WIDTH_INDEPENDENT,
    async ({ page }) => {
      await open(page, `${FITNESS}?${new URLSearchParams(fit)}`);
      const requested = recordRequestUrls(page);
      await page.getByRole('link', { name: fitnessFormText.discuss }).click();
      await waitForHydration(page);
      const service = services.find((s) => s.id === discussService.financialFitness);
      await expect(page.getByLabel('Service (optional)').locator('option:checked')).toHaveText(service?.heading ?? '');
      const [opening = ''] = fillTemplate(fitnessFormText.summary, { total: 100 }).split('{areas}');
      expect(opening).toContain('100 out of 100');
      const message = page.getByRole('textbox', { name: 'Message' });
      await expect(message).toHaveValue(new RegExp(`^${opening.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await expectMessageSentNowhere(requested, await message.inputValue());
    },
  );
});

test('the /tools/ hub and the home page’s cards lead to both tools', WIDTH_INDEPENDENT, async ({ page }) => {
  await page.goto('/tools/');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Questionnaires' }) });
  for (const card of toolCards.filter((c) => c.path === RISK || c.path === FITNESS))
    await expect(section.getByRole('link', { name: card.heading })).toHaveAttribute('href', card.path);
  await page.goto('/');
  await expect(page.locator('#tools').getByRole('link', { name: 'Risk Profile', exact: true })).toHaveAttribute('href', RISK);
  await expect(page.locator('#tools').getByRole('link', { name: 'Financial Fitness', exact: true })).toHaveAttribute('href', FITNESS);
});
