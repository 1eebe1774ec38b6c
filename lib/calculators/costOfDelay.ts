import { annuityDueFactor, assertFiniteInputs, sipMonthlyRate } from './compounding';
import { INFLATION_FIELD, MONTHLY_AMOUNT_FIELD, assumedRateField } from './fields';
import { formatRupees } from '../format';
import { fillTemplate } from '../template';
import { num, pick, type CalculatorDefinition } from './definition';
import { plainValueText, writeQueryFields, type NumberFieldSpecs } from './numberField';

// The cost of starting late: the same monthly SIP started now for `years`, against one started
// `delay` years later and stopped on the same date. Both follow the spec's SIP convention.

export type CostOfDelayInput = { amount: number; rate: number; years: number; delay: number };

type CostOfDelayYear = { year: number; now: number; later: number };

export type CostOfDelayResult = {
  now: number;
  later: number;
  /** now - later: what the delay costs at the end date. */
  cost: number;
  investedNow: number;
  investedLater: number;
  schedule: CostOfDelayYear[];
};

type CostOfDelayField = keyof CostOfDelayInput | 'inflation';

export const COST_OF_DELAY_FIELDS: NumberFieldSpecs<CostOfDelayField> = {
  amount: MONTHLY_AMOUNT_FIELD,
  rate: assumedRateField(12, 'the assumed rate of return'),
  years: { min: 2, max: 40, step: 1, default: 20, decimals: 0, unit: 'years', noun: 'the time period', example: '20' },
  delay: { min: 1, max: 20, step: 1, default: 1, decimals: 0, unit: 'years', noun: 'the delay', example: '1' },
  inflation: INFLATION_FIELD,
};

/** The delay must leave at least one year of investing. */
export function costOfDelayConflicts(values: Readonly<Record<CostOfDelayField, number>>): Partial<Record<CostOfDelayField, string>> {
  return values.delay >= values.years ? { delay: 'The delay must be shorter than the time period.' } : {};
}

export function costOfDelay(input: CostOfDelayInput): CostOfDelayResult {
  assertFiniteInputs('costOfDelay', input);
  if (input.delay >= input.years) throw new RangeError('costOfDelay: the delay must be shorter than the period');
  const r = sipMonthlyRate(input.rate);
  const valueAfter = (years: number) => (years <= 0 ? 0 : input.amount * annuityDueFactor(r, years * 12));
  const now = valueAfter(input.years);
  const later = valueAfter(input.years - input.delay);
  const schedule = Array.from({ length: input.years }, (_, i) => ({
    year: i + 1,
    now: valueAfter(i + 1),
    later: valueAfter(i + 1 - input.delay),
  }));
  return {
    now,
    later,
    cost: now - later,
    investedNow: input.amount * 12 * input.years,
    investedLater: input.amount * 12 * (input.years - input.delay),
    schedule,
  };
}

const COST_OF_DELAY_EXAMPLE = { amount: 5000, rate: 12, years: 20, delay: 1, inflation: 6 };

export const costOfDelayCalculator = {
  id: 'costOfDelay',
  path: '/tools/cost-of-delay/',
  fields: pick(COST_OF_DELAY_FIELDS, ['amount', 'rate', 'years', 'delay']),
  rates: ['rate'],
  outputs: { now: 'rupees', later: 'rupees', cost: 'rupees', investedNow: 'rupees', investedLater: 'rupees' },
  run: (i) => costOfDelay({ amount: num(i, 'amount'), rate: num(i, 'rate'), years: num(i, 'years'), delay: num(i, 'delay') }),
  exampleInput: COST_OF_DELAY_EXAMPLE,
  example: ({ toolPages, fieldWords }) => {
    const result = costOfDelay(COST_OF_DELAY_EXAMPLE);
    return {
      sentence: fillTemplate(toolPages.examples.costOfDelay, {
        amount: formatRupees(COST_OF_DELAY_EXAMPLE.amount),
        rate: COST_OF_DELAY_EXAMPLE.rate,
        years: COST_OF_DELAY_EXAMPLE.years,
        now: formatRupees(result.now),
        delay: plainValueText(COST_OF_DELAY_FIELDS.delay, COST_OF_DELAY_EXAMPLE.delay, fieldWords),
        later: formatRupees(result.later),
        cost: formatRupees(result.cost),
        less: formatRupees(result.investedNow - result.investedLater),
      }),
      query: writeQueryFields(COST_OF_DELAY_FIELDS, COST_OF_DELAY_EXAMPLE),
    };
  },
} as const satisfies CalculatorDefinition;
