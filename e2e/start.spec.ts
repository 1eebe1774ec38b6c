import type { Page, Request } from '@playwright/test';
import { routeFor } from '@/lib/routes';
import { servicePaidBy } from '@/content/serviceCosts';
import { services } from '@/lib/pages/services';
import { MF_RISK_WARNING, site } from '@/content/site';
import { KRA_ENQUIRY } from '@/content/en/start';
import { wordsFor } from '@/lib/i18n/words';
import { LOCALES } from '@/lib/i18n/locale';
import { withStartingAmounts } from '@/lib/calculators/minimumInvestment';
import { toolCards } from '@/content/en/tools';
import {
  DEFAULT_START_ANSWERS,
  START_QUESTION_IDS,
  startChecklist,
  startQuery,
  type StartAnswers,
  type StartStepId,
} from '@/lib/questionnaires/startChecklist';
import { axeViolations, expect, test, waitForHydration, WIDTH_INDEPENDENT } from './fixtures';
import { openSettled } from './openSettled';
import { assembleStartGuide } from '@/lib/questionnaires/startGuide';

const START = routeFor('/start/').path;
// The words as the page has them: wordsFor() has already put each quoted fact (content/facts/) in.
const startGuide = assembleStartGuide(wordsFor('en').start);
const { checklist: text } = startGuide;

/**
 * The words of a step as the page shows them: a link to another site also says, to screen readers,
 * that it opens a new tab (components/ui/ExternalLink.tsx).
 */
const words = (step: StartStepId) =>
  text.steps[step]
    .map((run) => (typeof run === 'string' ? run : run.href.startsWith('https://') ? `${run.text} (opens in a new tab)` : run.text))
    .join('');
const question = (page: Page, index: number) => page.getByRole('group', { name: new RegExp(`^${index + 1}\\. `) });
const result = (page: Page) => page.getByRole('region', { name: text.resultHeading });
const optionLabel = <Q extends keyof StartAnswers>(q: Q, value: StartAnswers[Q]): string =>
  (text.questions[q].options as Readonly<Record<string, string>>)[value] ?? value;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Picks each answer by its label, the way a visitor does. */
async function answer(page: Page, answers: StartAnswers) {
  for (const [index, q] of START_QUESTION_IDS.entries())
    await question(page, index)
      .getByRole('radio', { name: optionLabel(q, answers[q]), exact: true })
      .check();
}

/** The checklist on the page is the one lib/questionnaires/startChecklist.ts gives for these answers, group by group and step by step. */
async function expectChecklist(page: Page, answers: StartAnswers) {
  const groups = startChecklist(answers);
  const shown = result(page).locator('[data-group]');
  await expect(shown).toHaveCount(groups.length);
  for (const [index, group] of groups.entries()) {
    await expect(shown.nth(index).getByRole('heading')).toHaveText(text.groups[group.id]);
    await expect(shown.nth(index).locator('[data-step]')).toHaveText(group.steps.map(words));
  }
}

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    // Chromium fetches the favicon again when the address bar changes: a fixed file, nothing of the visitor's.
    if (new URL(request.url()).pathname !== '/icon.svg') requests.push(request);
  });
  return requests;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the guide, the default checklist and a checklist for each case are all readable', WIDTH_INDEPENDENT, async ({ page }) => {
    await page.goto(START);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeFor('/start/').heading);
    // Chromium with scripts turned off by Playwright still parses <noscript> as text, so read the HTML for it.
    expect(await (await page.request.get(START)).text()).toContain(`<noscript><p class="callout">${text.noscript}</p></noscript>`);
    for (const section of startGuide.sections) await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: startGuide.cost.heading })).toBeVisible();
    // "How little can I start with?", answered from the one record (content/startingAmounts.ts).
    await expect(
      page.getByRole('heading', { level: 2, name: withStartingAmounts(wordsFor('en').minimumInvestment).heading }),
    ).toBeVisible();
    await expect(page.getByTestId('start-minimum')).toHaveText(withStartingAmounts(wordsFor('en').minimumInvestment).answer);
    await expect(page.getByRole('link', { name: 'see our disclosure' })).toHaveAttribute('href', routeFor('/disclosure/').path);
    await expectChecklist(page, DEFAULT_START_ANSWERS);
    await expect(result(page).getByRole('link', { name: KRA_ENQUIRY.text }).first()).toHaveAttribute('href', KRA_ENQUIRY.href);
    await expect(page.getByText(startGuide.reviewedLabel, { exact: false }).first()).toBeVisible();

    for (const item of startGuide.cases.list) {
      const details = page.locator('details', { has: page.getByText(item.label, { exact: true }) });
      await details.locator('summary').click();
      const groups = startChecklist(item.answers);
      await expect(details.locator('[data-group]')).toHaveCount(groups.length);
      await expect(details.locator('[data-step]')).toHaveText(groups.flatMap((g) => g.steps).map(words));
    }
  });
});

test.describe('the checklist', () => {
  const journeys: [string, StartAnswers, StartStepId[]][] = [
    ['a resident with a validated KYC', { who: 'self', where: 'india', kyc: 'validated', how: 'sip' }, ['kyc-validated', 'invest-sip']],
    [
      'an NRI in Dubai with KYC on hold',
      { who: 'self', where: 'abroad', kyc: 'on-hold', how: 'lumpsum' },
      ['abroad-bank', 'abroad-fatca', 'kyc-on-hold-fix', 'invest-lumpsum'],
    ],
    [
      'an investor in the USA or Canada',
      { who: 'self', where: 'us-canada', kyc: 'registered', how: 'both' },
      ['abroad-us-canada', 'kyc-registered'],
    ],
    [
      'a parent investing for a child',
      { who: 'child', where: 'india', kyc: 'never', how: 'sip' },
      ['docs-guardian', 'child-bank', 'child-at-18', 'kyc-new-online'],
    ],
    ['joint holders', { who: 'joint', where: 'india', kyc: 'validated', how: 'both' }, ['docs-joint-each', 'joint-mode']],
    ['someone who does not know their KYC status', { who: 'self', where: 'india', kyc: 'unknown', how: 'both' }, ['kyc-check-status']],
  ];

  for (const [who, answers, steps] of journeys) {
    test(`for ${who}, lists that case's steps and puts the answers in the address`, WIDTH_INDEPENDENT, async ({ page }) => {
      await open(page, START);
      await answer(page, answers);
      await expectChecklist(page, answers);
      for (const step of steps) await expect(result(page).locator(`[data-step="${step}"]`)).toHaveText(words(step));
      await expect(page).toHaveURL(`${START}?${startQuery(answers)}`);
      await expect(page.getByTestId('start-summary')).toContainText(optionLabel('kyc', answers.kyc));
    });
  }

  test(
    'with an unknown KYC status, the first step is the KRA enquiry, a plain link that opens a new tab',
    WIDTH_INDEPENDENT,
    async ({ page }) => {
      await open(page, `${START}?${startQuery({ ...DEFAULT_START_ANSWERS, kyc: 'unknown' })}`);
      const first = result(page).locator('[data-step]').first();
      await expect(first).toHaveAttribute('data-step', 'kyc-check-status');
      const link = first.getByRole('link', { name: KRA_ENQUIRY.text });
      await expect(link).toHaveAttribute('href', KRA_ENQUIRY.href);
      await expect(link).toHaveAttribute('target', '_blank');
    },
  );

  test('a shared link restores the answers and the checklist', WIDTH_INDEPENDENT, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const answers: StartAnswers = { who: 'child', where: 'us-canada', kyc: 'on-hold', how: 'both' };
    await open(page, START);
    await answer(page, answers);
    await page.getByRole('button', { name: text.shareLabel }).click();
    await expect(page.getByText('Link copied. Paste it anywhere to share this result.')).toBeVisible();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(shared).search).toBe(`?${startQuery(answers)}`);

    const other = await context.newPage();
    await open(other, shared);
    for (const [index, q] of START_QUESTION_IDS.entries())
      await expect(question(other, index).getByRole('radio', { name: optionLabel(q, answers[q]), exact: true })).toBeChecked();
    await expectChecklist(other, answers);
    await other.close();
  });

  test('a link with junk shows the defaults for what it could not read, with a note', WIDTH_INDEPENDENT, async ({ page }) => {
    await open(page, `${START}?who=joint&where=mars&kyc=%3Cb%3E&how=`);
    const note = page.getByTestId('start-link-note');
    await expect(note).toContainText(text.questions.where.legend);
    await expect(note).toContainText(text.questions.kyc.legend);
    await expect(note).not.toContainText(text.questions.who.legend);
    const answers = { ...DEFAULT_START_ANSWERS, who: 'joint' } as const;
    await expectChecklist(page, answers);
    await expect(
      question(page, 1).getByRole('radio', { name: optionLabel('where', DEFAULT_START_ANSWERS.where), exact: true }),
    ).toBeChecked();
    // Answering clears the note.
    await question(page, 1)
      .getByRole('radio', { name: optionLabel('where', 'abroad'), exact: true })
      .check();
    await expect(note).toHaveCount(0);
  });

  test(
    'printed, it carries the firm, the ARN, the warning, the date and the checklist, without the questions',
    WIDTH_INDEPENDENT,
    async ({ page }) => {
      const answers: StartAnswers = { who: 'self', where: 'abroad', kyc: 'never', how: 'sip' };
      await open(page, `${START}?${startQuery(answers)}`);
      await expectChecklist(page, answers);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(page.getByText(`${site.name}, ${site.tagline}`).first()).toBeVisible();
      await expect(page.getByText(`${site.arn.number}. ${MF_RISK_WARNING}`)).toBeVisible();
      await expect(page.getByTestId('start-prepared-on')).toBeVisible();
      await expect(page.getByTestId('start-prepared-on')).toContainText(new Date().getFullYear().toString());
      await expect(page.getByRole('form', { name: text.formLabel })).toBeHidden();
      await expect(page.getByRole('button', { name: text.printLabel })).toBeHidden();
      await expect(result(page).locator('[data-step="abroad-fatca"]')).toBeVisible();
    },
  );

  test('“Send this to us” fills the contact form with the answers and the link, nothing else', WIDTH_INDEPENDENT, async ({ page }) => {
    const answers: StartAnswers = { who: 'self', where: 'us-canada', kyc: 'registered', how: 'lumpsum' };
    await open(page, START);
    await answer(page, answers);
    await page.getByRole('link', { name: text.sendLabel }).click();
    await expect(page).toHaveURL(/\/contact\/\?service=/);
    await waitForHydration(page);
    const service = services.find((s) => s.id === startGuide.contactService);
    await expect(page.getByLabel('Service (optional)').locator('option:checked')).toHaveText(service?.heading ?? '');
    const message = page.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveValue(new RegExp(`^${text.message.intro}`));
    for (const q of START_QUESTION_IDS)
      await expect(message).toHaveValue(new RegExp(`${text.questions[q].short}: ${optionLabel(q, answers[q])}`.replace(/[()]/g, '\\$&')));
    await expect(message).toHaveValue(new RegExp(`\\?${startQuery(answers)}$`));
  });

  test(
    'sends no request after the page has loaded: answering, sharing and the note included',
    WIDTH_INDEPENDENT,
    async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openSettled(page, START);
      const requests = recordRequests(page);
      await answer(page, { who: 'child', where: 'abroad', kyc: 'on-hold', how: 'both' });
      await page.getByRole('button', { name: text.shareLabel }).click();
      await expect(page.getByText('Link copied. Paste it anywhere to share this result.')).toBeVisible();
      expect(requests.map((r) => r.url())).toEqual([]);
    },
  );

  test('no axe violations, with a checklist shown and with the note of a junk link', async ({ page }) => {
    await open(page, `${START}?${startQuery({ who: 'child', where: 'us-canada', kyc: 'on-hold', how: 'both' })}`);
    await expect(result(page).locator('[data-step="child-bank"]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await open(page, `${START}?where=moon`);
    await expect(page.getByTestId('start-link-note')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('the home page, the contact page, the mutual fund service pages and the tools hub link to it', WIDTH_INDEPENDENT, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: startGuide.pointers.home.label })).toHaveAttribute('href', START);
  await page.goto(routeFor('/contact/').path);
  await expect(page.locator('main').getByRole('link', { name: 'Start investing', exact: true })).toHaveAttribute('href', START);
  for (const service of services) {
    await page.goto(service.route);
    const pointer = page.getByRole('article').getByRole('link', { name: 'Start investing', exact: true });
    await expect(pointer).toHaveCount(servicePaidBy[service.id] === 'insurer' ? 0 : 1);
  }
  await page.goto(routeFor('/tools/').path);
  const card = toolCards.find((c) => c.path === START);
  await expect(page.getByRole('link', { name: card?.heading ?? 'missing card', exact: true })).toHaveAttribute('href', START);
});

// The rule for NRIs differs: with "Abroad" chosen, an NRI is not told to link PAN with Aadhaar, but to keep the PAN's
// residential status non-resident; the same in Hindi. And the start guide answers how little to start with.
test(
  'an investor abroad is asked for a non-resident PAN, not a PAN linked to Aadhaar, in both editions',
  WIDTH_INDEPENDENT,
  async ({ page }) => {
    const answers: StartAnswers = { who: 'self', where: 'abroad', kyc: 'validated', how: 'sip' };
    for (const locale of LOCALES) {
      const guide = assembleStartGuide(wordsFor(locale).start);
      await openSettled(page, `${routeFor('/start/', locale).path}?${startQuery(answers)}`);
      const shown = page.getByRole('region', { name: guide.checklist.resultHeading }).locator('[data-step]');
      await expect(
        shown.filter({ hasText: guide.checklist.steps['docs-aadhaar'].map((r) => (typeof r === 'string' ? r : r.text)).join('') }),
      ).toHaveCount(0);
      await expect(
        shown
          .filter({ hasText: guide.checklist.steps['docs-aadhaar-abroad'].map((r) => (typeof r === 'string' ? r : r.text)).join('') })
          .first(),
      ).toBeVisible();
      await expect(page.getByTestId('start-minimum')).toHaveText(withStartingAmounts(wordsFor(locale).minimumInvestment).answer);
    }
  },
);
