import { COST_OF_DELAY_FIELDS, costOfDelay as costOfDelayOf } from '@/lib/costOfDelay';
import { INFLATION_FIELD } from '@/lib/fields';
import { formatInr, formatInrWords, formatRupees as rupees } from '@/lib/format';
import { GOAL_FIELDS, goal as goalOf } from '@/lib/goal';
import type { Locale } from '@/lib/locale';
import { LUMPSUM_FIELDS, lumpsum as lumpsumOf } from '@/lib/lumpsum';
import { plainValueText, valueText, writeQueryFields, type NumberFieldWords } from '@/lib/numberField';
import { ENGLISH_FIELD_WORDS } from './fieldWords';
import { REGULAR_VS_DIRECT_FIELDS, regularVsDirect as regularVsDirectOf } from '@/lib/regularVsDirect';
import { RETIREMENT_FIELDS, retirement as retirementOf } from '@/lib/retirement';
import { STEP_UP_SIP_FIELDS, stepUpSip as stepUpSipOf } from '@/lib/stepUpSip';
import { SIP_LIMITS, calculateSip, sipQuery } from '@/lib/sip';
import { SWP_FIELDS, swp as swpOf } from '@/lib/swp';
import { fillTemplate } from '@/lib/template';
import { fieldWords as hindiFieldWords } from './hi/calculators';
import { toolPagesText as hindi } from './hi/toolPages';
import {
  costOfDelay,
  goal,
  lumpsum,
  regularVsDirect,
  retirement,
  sip,
  stepUpSip,
  swp,
  toolsTextFor,
  type CalculatorExplainer,
  type CalculatorPath,
} from './tools';

// The worked example under each calculator's formula: its example inputs (content/tools.ts) worked
// through at build time, in words, and the query that opens the same inputs in the calculator. The
// sentences are templates ("{name}" placeholders) in each language; the figures are the same in both.

/** What a calculator page says under its calculator: how it works, and one example worked through. */
export type ToolPageCopy = {
  explainer: CalculatorExplainer;
  example: { sentence: string; query: string };
  /** One more paragraph after the risk warning. */
  note?: string;
};

/** The words of a calculator page around its explainer, and each worked example as a template. */
export type ToolPagesText = {
  howHeading: string;
  workedExample: string;
  openExample: string;
  /** What closes the sentence the example's link ends: a full stop in English, the danda in Hindi. */
  sentenceEnd: string;
  assumes: string;
  moreCalculators: string;
  talkToUs: string;
  examples: {
    /** {amount}, {years}, {rate}, {r}, {n}, {p}, {maturity}, {words}, {invested}. */
    sip: string;
    /** {amount}, {stepup}, {years}, {rate}, {instalments}, {invested}, {maturity}, {flat}. */
    stepUpSip: string;
    /** {amount}, {years}, {rate}, {p}, {growth}, {maturity}, {gains}. */
    lumpsum: string;
    /** {corpus}, {withdrawal}, {rate}, {monthlyRate}, {outcome}. */
    swp: string;
    /** {years}, {withdrawn}, {balance} (the money lasts), or {months}, {withdrawn} (it runs out); {rate} both. */
    swpLasts: string;
    swpRunsOut: string;
    /** {cost}, {years}, {inflation}, {futureCost}, {rate}, {sip}, {lumpsum}. */
    goal: string;
    /** {age}, {retireAt}, {lifeTo}, {expense}, {inflation}, {expenseThen}, {postRate}, {realRate}, {yearsIn}, {corpus}, {preRate}, {sip}, {lumpsum}. */
    retirement: string;
    /** {amount}, {rate}, {years}, {now}, {delay}, {later}, {cost}, {less}. */
    costOfDelay: string;
    /** {amount}, {years}, {rate}, {direct}, {gap}, {regularRate}, {regular}, {difference}. */
    regularVsDirect: string;
  };
};

const english: ToolPagesText = {
  howHeading: 'How the figures are worked out',
  workedExample: 'A worked example',
  openExample: 'Open this example in the calculator',
  sentenceEnd: '.',
  assumes: 'What the calculator assumes',
  moreCalculators: 'More calculators',
  talkToUs: 'Talk to us about a goal',
  examples: {
    sip:
      '{amount} for {years} at {rate}% a year: r = {rate} ÷ 12 ÷ 100 = {r}, n = {years_n} × 12 = {n}, ' +
      'so M = {p} × [(1 + {r})^{n} − 1] ÷ {r} × (1 + {r}) = {maturity}, about {words}, from {invested} invested.',
    stepUpSip:
      '{amount} a month to start, rising {stepup}% every year, for {years} years at {rate}% a year: the instalments are {instalments}, {invested} in all, and the value at the end could be {maturity}. The same {amount} without a step-up would reach {flat}.',
    lumpsum:
      '{amount} for {years} years at {rate}% a year: A = {p} × (1 + {growth})^{years} = {maturity}, of which {gains} is estimated gains.',
    swp: '{corpus} invested, {withdrawal} withdrawn at the end of every month, at {rate}% a year (a monthly rate of {monthlyRate}%): {outcome}.',
    swpLasts:
      'at a constant {rate}% a year the money would last the whole {years} years, with {withdrawn} withdrawn and {balance} left; with returns that vary, especially falls in the early years, it can run out sooner',
    swpRunsOut:
      'at a constant {rate}% a year full withdrawals would last {months} months, with {withdrawn} withdrawn in all; with returns that vary, especially falls in the early years, it can run out sooner',
    goal: 'A goal costing {cost} today, due in {years} years, with prices rising {inflation}% a year, would cost {futureCost} by then. At an assumed return of {rate}% a year, a monthly SIP of {sip} or a lumpsum of {lumpsum} invested today could reach it.',
    retirement:
      'At {age}, retiring at {retireAt} and planning until {lifeTo}, with expenses of {expense} a month today and prices rising {inflation}% a year: expenses would reach {expenseThen} a month at {retireAt}. Earning a constant {postRate}% a year in retirement (a real rate of {realRate}%), {yearsIn} years of them would need a corpus of {corpus}. At {preRate}% a year before retirement, a monthly SIP of {sip} or a lumpsum of {lumpsum} today could build it.',
    costOfDelay:
      '{amount} a month at {rate}% a year, started now for {years} years, could grow to {now}. Started {delay} later and stopped on the same date, it could reach {later}: the delay could cost {cost} at the assumed rate, though only {less} less is invested.',
    regularVsDirect:
      'A SIP of {amount} a month for {years} years: at {rate}% a year the Direct Plan could grow to {direct}; a Regular Plan with an expense ratio {gap} percentage points higher would earn {regularRate}% and could grow to {regular}, {difference} less.',
  },
};

const dictionaries: Record<Locale, { text: ToolPagesText; field: NumberFieldWords }> = {
  en: { text: english, field: ENGLISH_FIELD_WORDS },
  hi: { text: hindi, field: hindiFieldWords },
};

/** The words around a calculator page's explainer, in one language. */
export function toolPageText(locale: Locale): Omit<ToolPagesText, 'examples'> {
  return dictionaries[locale].text;
}

const monthly = calculateSip(sip.example);
const r = sip.example.rate / 1200;
const n = sip.example.years * 12;
const stepUp = stepUpSipOf(stepUpSip.example);
const flat = stepUpSipOf({ ...stepUpSip.example, stepup: 0 });
const lump = lumpsumOf(lumpsum.example);
const withdrawals = swpOf(swp.example);
const forGoal = goalOf(goal.example);
const forRetirement = retirementOf(retirement.example);
const delayed = costOfDelayOf(costOfDelay.example);
const plans = regularVsDirectOf(regularVsDirect.example);

/** Each calculator page's copy under the calculator, in one language, by the page's route. */
export function toolPagesFor(locale: Locale): Record<CalculatorPath, ToolPageCopy> {
  const { text, field } = dictionaries[locale];
  const t = text.examples;
  const { explainers, sipNote } = toolsTextFor(locale);
  const swpOutcome =
    withdrawals.monthsLasting === null
      ? fillTemplate(t.swpLasts, {
          rate: swp.example.rate,
          years: swp.example.years,
          withdrawn: rupees(withdrawals.withdrawn),
          balance: rupees(withdrawals.balance),
        })
      : fillTemplate(t.swpRunsOut, { rate: swp.example.rate, months: withdrawals.monthsLasting, withdrawn: rupees(withdrawals.withdrawn) });
  return {
    '/financial-calculator/': {
      explainer: explainers['/financial-calculator/'],
      example: {
        sentence: fillTemplate(t.sip, {
          amount: valueText(SIP_LIMITS.amount, sip.example.amount, field),
          years: valueText(SIP_LIMITS.years, sip.example.years, field),
          years_n: sip.example.years,
          rate: sip.example.rate,
          r,
          n,
          p: sip.example.amount.toLocaleString('en-IN'),
          maturity: formatInr(monthly.maturity),
          words: formatInrWords(monthly.maturity, locale),
          invested: rupees(monthly.invested),
        }),
        query: sipQuery(sip.example),
      },
      note: sipNote,
    },
    '/tools/step-up-sip/': {
      explainer: explainers['/tools/step-up-sip/'],
      example: {
        sentence: fillTemplate(t.stepUpSip, {
          amount: rupees(stepUpSip.example.amount),
          stepup: stepUpSip.example.stepup,
          years: stepUpSip.example.years,
          rate: stepUpSip.example.rate,
          instalments: stepUp.schedule.map((row) => rupees(row.instalment)).join(', '),
          invested: rupees(stepUp.invested),
          maturity: rupees(stepUp.maturity),
          flat: rupees(flat.maturity),
        }),
        query: writeQueryFields({ ...STEP_UP_SIP_FIELDS, inflation: INFLATION_FIELD }, stepUpSip.example),
      },
    },
    '/tools/lumpsum/': {
      explainer: explainers['/tools/lumpsum/'],
      example: {
        sentence: fillTemplate(t.lumpsum, {
          amount: rupees(lumpsum.example.amount),
          years: lumpsum.example.years,
          rate: lumpsum.example.rate,
          p: lumpsum.example.amount.toLocaleString('en-IN'),
          growth: lumpsum.example.rate / 100,
          maturity: rupees(lump.maturity),
          gains: rupees(lump.gains),
        }),
        query: writeQueryFields(LUMPSUM_FIELDS, lumpsum.example),
      },
    },
    '/tools/swp/': {
      explainer: explainers['/tools/swp/'],
      example: {
        sentence: fillTemplate(t.swp, {
          corpus: rupees(swp.example.corpus),
          withdrawal: rupees(swp.example.withdrawal),
          rate: swp.example.rate,
          monthlyRate: (withdrawals.monthlyRate * 100).toFixed(4),
          outcome: swpOutcome,
        }),
        query: writeQueryFields(SWP_FIELDS, swp.example),
      },
    },
    '/tools/goal/': {
      explainer: explainers['/tools/goal/'],
      example: {
        sentence: fillTemplate(t.goal, {
          cost: rupees(goal.example.cost),
          years: goal.example.years,
          inflation: goal.example.inflation,
          futureCost: rupees(forGoal.futureCost),
          rate: goal.example.rate,
          sip: rupees(forGoal.monthlySip),
          lumpsum: rupees(forGoal.lumpsum),
        }),
        query: writeQueryFields(GOAL_FIELDS, goal.example),
      },
    },
    '/tools/retirement/': {
      explainer: explainers['/tools/retirement/'],
      example: {
        sentence: fillTemplate(t.retirement, {
          age: retirement.example.age,
          retireAt: retirement.example.retireAt,
          lifeTo: retirement.example.lifeTo,
          expense: rupees(retirement.example.expense),
          inflation: retirement.example.inflation,
          expenseThen: rupees(forRetirement.monthlyExpenseAtRetirement),
          postRate: retirement.example.postRate,
          realRate: (forRetirement.realRate * 100).toFixed(2),
          yearsIn: forRetirement.yearsInRetirement,
          corpus: rupees(forRetirement.corpus),
          preRate: retirement.example.preRate,
          sip: rupees(forRetirement.monthlySip),
          lumpsum: rupees(forRetirement.lumpsum),
        }),
        query: writeQueryFields(RETIREMENT_FIELDS, retirement.example),
      },
    },
    '/tools/cost-of-delay/': {
      explainer: explainers['/tools/cost-of-delay/'],
      example: {
        sentence: fillTemplate(t.costOfDelay, {
          amount: rupees(costOfDelay.example.amount),
          rate: costOfDelay.example.rate,
          years: costOfDelay.example.years,
          now: rupees(delayed.now),
          delay: plainValueText(COST_OF_DELAY_FIELDS.delay, costOfDelay.example.delay, field),
          later: rupees(delayed.later),
          cost: rupees(delayed.cost),
          less: rupees(delayed.investedNow - delayed.investedLater),
        }),
        query: writeQueryFields(COST_OF_DELAY_FIELDS, costOfDelay.example),
      },
    },
    '/tools/regular-vs-direct/': {
      explainer: explainers['/tools/regular-vs-direct/'],
      example: {
        sentence: fillTemplate(t.regularVsDirect, {
          amount: rupees(regularVsDirect.example.amount),
          years: regularVsDirect.example.years,
          rate: regularVsDirect.example.rate,
          direct: rupees(plans.direct),
          gap: regularVsDirect.example.gap,
          regularRate: regularVsDirect.example.rate - regularVsDirect.example.gap,
          regular: rupees(plans.regular),
          difference: rupees(plans.difference),
        }),
        query: `mode=${regularVsDirect.example.mode}&${writeQueryFields(REGULAR_VS_DIRECT_FIELDS, regularVsDirect.example)}`,
      },
    },
  };
}

/** Each calculator page's English copy under the calculator, by the page's route. */
export const toolPages = toolPagesFor('en');
