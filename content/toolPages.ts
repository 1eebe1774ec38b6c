import { COST_OF_DELAY_FIELDS, costOfDelay as costOfDelayOf } from '@/lib/costOfDelay';
import { INFLATION_FIELD } from '@/lib/fields';
import { formatInr, formatInrWords, formatRupees as rupees } from '@/lib/format';
import { GOAL_FIELDS, goal as goalOf } from '@/lib/goal';
import { LUMPSUM_FIELDS, lumpsum as lumpsumOf } from '@/lib/lumpsum';
import { writeQueryFields } from '@/lib/numberField';
import { REGULAR_VS_DIRECT_FIELDS, regularVsDirect as regularVsDirectOf } from '@/lib/regularVsDirect';
import { RETIREMENT_FIELDS, retirement as retirementOf } from '@/lib/retirement';
import { STEP_UP_SIP_FIELDS, stepUpSip as stepUpSipOf } from '@/lib/stepUpSip';
import { calculateSip, sipQuery, sipValueText } from '@/lib/sip';
import { SWP_FIELDS, swp as swpOf } from '@/lib/swp';
import { costOfDelay, goal, lumpsum, regularVsDirect, retirement, sip, stepUpSip, swp, type CalculatorExplainer } from './tools';

// The worked example under each calculator's formula: its example inputs (content/tools.ts) worked
// through at build time, in words, and the query that opens the same inputs in the calculator.

/** What a calculator page says under its calculator: how it works, and one example worked through. */
export type ToolPageCopy = {
  explainer: CalculatorExplainer;
  example: { sentence: string; query: string };
  /** One more paragraph after the risk warning. */
  note?: string;
};

const monthly = calculateSip(sip.example);
const r = sip.example.rate / 1200;
const n = sip.example.years * 12;
const stepUp = stepUpSipOf(stepUpSip.example);
const flat = stepUpSipOf({ ...stepUpSip.example, stepup: 0 });
const lump = lumpsumOf(lumpsum.example);
const withdrawals = swpOf(swp.example);
const swpOutcome =
  withdrawals.monthsLasting === null
    ? `at a constant ${swp.example.rate}% a year the money would last the whole ${swp.example.years} years, with ${rupees(withdrawals.withdrawn)} withdrawn and ${rupees(withdrawals.balance)} left; with returns that vary, especially falls in the early years, it can run out sooner`
    : `at a constant ${swp.example.rate}% a year full withdrawals would last ${withdrawals.monthsLasting} months, with ${rupees(withdrawals.withdrawn)} withdrawn in all; with returns that vary, especially falls in the early years, it can run out sooner`;
const forGoal = goalOf(goal.example);
const forRetirement = retirementOf(retirement.example);
const delayed = costOfDelayOf(costOfDelay.example);
const plans = regularVsDirectOf(regularVsDirect.example);

/** Each calculator page's copy under the calculator, by the page's route. */
export const toolPages = {
  '/financial-calculator/': {
    explainer: sip.explainer,
    example: {
      sentence:
        `${sipValueText('amount', sip.example.amount)} for ${sipValueText('years', sip.example.years)} at ${sip.example.rate}% a year: r = ${sip.example.rate} ÷ 12 ÷ 100 = ${r}, n = ${sip.example.years} × 12 = ${n}, ` +
        `so M = ${sip.example.amount.toLocaleString('en-IN')} × [(1 + ${r})^${n} − 1] ÷ ${r} × (1 + ${r}) = ${formatInr(monthly.maturity)}, ` +
        `about ${formatInrWords(monthly.maturity)}, from ${rupees(monthly.invested)} invested.`,
      query: sipQuery(sip.example),
    },
    note: sip.notAdvice,
  },
  '/tools/step-up-sip/': {
    explainer: stepUpSip.explainer,
    example: {
      sentence: `${rupees(stepUpSip.example.amount)} a month to start, rising ${stepUpSip.example.stepup}% every year, for ${stepUpSip.example.years} years at ${stepUpSip.example.rate}% a year: the instalments are ${stepUp.schedule.map((row) => rupees(row.instalment)).join(', ')}, ${rupees(stepUp.invested)} in all, and the value at the end could be ${rupees(stepUp.maturity)}. The same ${rupees(stepUpSip.example.amount)} without a step-up would reach ${rupees(flat.maturity)}.`,
      query: writeQueryFields({ ...STEP_UP_SIP_FIELDS, inflation: INFLATION_FIELD }, stepUpSip.example),
    },
  },
  '/tools/lumpsum/': {
    explainer: lumpsum.explainer,
    example: {
      sentence: `${rupees(lumpsum.example.amount)} for ${lumpsum.example.years} years at ${lumpsum.example.rate}% a year: A = ${lumpsum.example.amount.toLocaleString('en-IN')} × (1 + ${lumpsum.example.rate / 100})^${lumpsum.example.years} = ${rupees(lump.maturity)}, of which ${rupees(lump.gains)} is estimated gains.`,
      query: writeQueryFields(LUMPSUM_FIELDS, lumpsum.example),
    },
  },
  '/tools/swp/': {
    explainer: swp.explainer,
    example: {
      sentence: `${rupees(swp.example.corpus)} invested, ${rupees(swp.example.withdrawal)} withdrawn at the end of every month, at ${swp.example.rate}% a year (a monthly rate of ${(withdrawals.monthlyRate * 100).toFixed(4)}%): ${swpOutcome}.`,
      query: writeQueryFields(SWP_FIELDS, swp.example),
    },
  },
  '/tools/goal/': {
    explainer: goal.explainer,
    example: {
      sentence: `A goal costing ${rupees(goal.example.cost)} today, due in ${goal.example.years} years, with prices rising ${goal.example.inflation}% a year, would cost ${rupees(forGoal.futureCost)} by then. At an assumed return of ${goal.example.rate}% a year, a monthly SIP of ${rupees(forGoal.monthlySip)} or a lumpsum of ${rupees(forGoal.lumpsum)} invested today could reach it.`,
      query: writeQueryFields(GOAL_FIELDS, goal.example),
    },
  },
  '/tools/retirement/': {
    explainer: retirement.explainer,
    example: {
      sentence: `At ${retirement.example.age}, retiring at ${retirement.example.retireAt} and planning until ${retirement.example.lifeTo}, with expenses of ${rupees(retirement.example.expense)} a month today and prices rising ${retirement.example.inflation}% a year: expenses would reach ${rupees(forRetirement.monthlyExpenseAtRetirement)} a month at ${retirement.example.retireAt}. Earning a constant ${retirement.example.postRate}% a year in retirement (a real rate of ${(forRetirement.realRate * 100).toFixed(2)}%), ${forRetirement.yearsInRetirement} years of them would need a corpus of ${rupees(forRetirement.corpus)}. At ${retirement.example.preRate}% a year before retirement, a monthly SIP of ${rupees(forRetirement.monthlySip)} or a lumpsum of ${rupees(forRetirement.lumpsum)} today could build it.`,
      query: writeQueryFields(RETIREMENT_FIELDS, retirement.example),
    },
  },
  '/tools/cost-of-delay/': {
    explainer: costOfDelay.explainer,
    example: {
      sentence: `${rupees(costOfDelay.example.amount)} a month at ${costOfDelay.example.rate}% a year, started now for ${costOfDelay.example.years} years, could grow to ${rupees(delayed.now)}. Started ${costOfDelay.example.delay === 1 ? '1 year' : `${costOfDelay.example.delay} years`} later and stopped on the same date, it could reach ${rupees(delayed.later)}: the delay could cost ${rupees(delayed.cost)} at the assumed rate, though only ${rupees(delayed.investedNow - delayed.investedLater)} less is invested.`,
      query: writeQueryFields(COST_OF_DELAY_FIELDS, costOfDelay.example),
    },
  },
  '/tools/regular-vs-direct/': {
    explainer: regularVsDirect.explainer,
    example: {
      sentence: `A SIP of ${rupees(regularVsDirect.example.amount)} a month for ${regularVsDirect.example.years} years: at ${regularVsDirect.example.rate}% a year the Direct Plan could grow to ${rupees(plans.direct)}; a Regular Plan with an expense ratio ${regularVsDirect.example.gap} percentage points higher would earn ${regularVsDirect.example.rate - regularVsDirect.example.gap}% and could grow to ${rupees(plans.regular)}, ${rupees(plans.difference)} less.`,
      query: `mode=${regularVsDirect.example.mode}&${writeQueryFields(REGULAR_VS_DIRECT_FIELDS, regularVsDirect.example)}`,
    },
  },
} as const satisfies Record<string, ToolPageCopy>;
