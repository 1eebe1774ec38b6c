import { COST_OF_DELAY_FIELDS, costOfDelay as costOfDelayOf } from './calculators/costOfDelay';
import { INFLATION_FIELD } from './calculators/fields';
import { formatInr, formatInrWords, formatRupees as rupees } from './format';
import { GOAL_FIELDS, goal as goalOf } from './calculators/goal';
import type { Locale } from './locale';
import { wordsFor } from './locales';
import { LUMPSUM_FIELDS, lumpsum as lumpsumOf } from './calculators/lumpsum';
import { plainValueText, valueText, writeQueryFields } from './calculators/numberField';
import { REGULAR_VS_DIRECT_FIELDS, regularVsDirect as regularVsDirectOf } from './calculators/regularVsDirect';
import { RETIREMENT_FIELDS, retirement as retirementOf } from './calculators/retirement';
import { STEP_UP_SIP_FIELDS, stepUpSip as stepUpSipOf } from './calculators/stepUpSip';
import { SIP_LIMITS, calculateSip, sipQuery } from './calculators/sip';
import { SWP_FIELDS, swp as swpOf } from './calculators/swp';
import { fillTemplate } from './template';
import { costOfDelay, goal, lumpsum, regularVsDirect, retirement, sip, stepUpSip, swp } from '@/content/en/tools';

import type { CalculatorPath } from '@/content/tools';
import type { ToolPageCopy, ToolPagesText } from '@/content/toolPages';

// Each calculator page's copy under its calculator: the worked example's inputs (content/en/tools.ts)
// worked through at build time, in the page's language, and the query that opens them in the calculator.

/** The words around a calculator page's explainer, in one language. */
export function toolPageText(locale: Locale): Omit<ToolPagesText, 'examples'> {
  return wordsFor(locale).toolPages;
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
  const { toolPages: text, fieldWords: field } = wordsFor(locale);
  const t = text.examples;
  const { explainers, sipNote } = wordsFor(locale).tools;
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
