import { assertFiniteInputs } from './compounding';
import { INFLATION_FIELD, assumedRateField } from './fields';
import { formatRupees } from '../format';
import { fillTemplate } from '../template';
import { num, pick, type CalculatorDefinition } from './definition';
import { writeQueryFields, type NumberFieldSpecs } from './numberField';

// A systematic withdrawal plan: a corpus earning an annual rate, with a fixed withdrawal at the end of
// each month. The monthly rate is the annual rate's monthly equivalent, (1 + r)^(1/12) - 1, so twelve
// months of growth equal one year at the annual rate.

export type SwpInput = { corpus: number; withdrawal: number; rate: number; years: number };

type SwpYear = { year: number; withdrawn: number; balance: number };

export type SwpResult = {
  monthlyRate: number;
  /** What is left after the period (0 if the money ran out). */
  balance: number;
  /** Sum of every withdrawal actually paid, the last smaller one included. */
  withdrawn: number;
  /** Months with a full withdrawal, when the money runs out within the period; null when it outlasts it. */
  monthsLasting: number | null;
  schedule: SwpYear[];
};

export const SWP_FIELDS: NumberFieldSpecs<'corpus' | 'withdrawal' | 'rate' | 'years' | 'inflation'> = {
  corpus: {
    min: 10000,
    max: 100000000,
    step: 10000,
    default: 5000000,
    decimals: 0,
    unit: 'rupees',
    noun: 'the amount invested',
    example: '5000000',
  },
  withdrawal: {
    min: 500,
    max: 1000000,
    step: 500,
    default: 40000,
    decimals: 0,
    unit: 'rupees',
    per: 'month',
    noun: 'the monthly withdrawal',
    example: '40000',
  },
  rate: assumedRateField(8, 'the assumed rate of return'),
  years: { min: 1, max: 40, step: 1, default: 20, decimals: 0, unit: 'years', noun: 'the time period', example: '20' },
  inflation: INFLATION_FIELD,
};

/** The monthly rate equivalent to an annual percent: (1 + r)^(1/12) - 1. */
export function swpMonthlyRate(annualRatePercent: number): number {
  return Math.expm1(Math.log1p(annualRatePercent / 100) / 12);
}

// Rounding in the month-by-month loop must not turn an exactly sufficient balance into a shortfall.
const PAISA_TOLERANCE = 1e-6;

export function swp(input: SwpInput): SwpResult {
  assertFiniteInputs('swp', input);
  const i = swpMonthlyRate(input.rate);
  let balance = input.corpus;
  let withdrawn = 0;
  let monthsLasting: number | null = null;
  const schedule: SwpYear[] = [];
  for (let month = 1; month <= input.years * 12; month += 1) {
    balance *= 1 + i;
    if (balance + PAISA_TOLERANCE >= input.withdrawal) {
      balance = Math.max(0, balance - input.withdrawal);
      withdrawn += input.withdrawal;
    } else {
      if (monthsLasting === null) monthsLasting = month - 1;
      withdrawn += balance;
      balance = 0;
    }
    if (month % 12 === 0) schedule.push({ year: month / 12, withdrawn, balance });
  }
  return { monthlyRate: i, balance, withdrawn, monthsLasting, schedule };
}

const SWP_EXAMPLE = { corpus: 5000000, withdrawal: 40000, rate: 8, years: 20, inflation: 6 };

export const swpCalculator = {
  id: 'swp',
  path: '/tools/swp/',
  fields: pick(SWP_FIELDS, ['corpus', 'withdrawal', 'rate', 'years']),
  rates: ['rate'],
  outputs: { withdrawn: 'rupees', balance: 'rupees', monthsLasting: 'months' },
  run: (i) => swp({ corpus: num(i, 'corpus'), withdrawal: num(i, 'withdrawal'), rate: num(i, 'rate'), years: num(i, 'years') }),
  exampleInput: SWP_EXAMPLE,
  example: ({ toolPages: { examples } }) => {
    const result = swp(SWP_EXAMPLE);
    const withdrawn = formatRupees(result.withdrawn);
    const outcome =
      result.monthsLasting === null
        ? fillTemplate(examples.swpLasts, {
            rate: SWP_EXAMPLE.rate,
            years: SWP_EXAMPLE.years,
            withdrawn,
            balance: formatRupees(result.balance),
          })
        : fillTemplate(examples.swpRunsOut, { rate: SWP_EXAMPLE.rate, months: result.monthsLasting, withdrawn });
    return {
      sentence: fillTemplate(examples.swp, {
        corpus: formatRupees(SWP_EXAMPLE.corpus),
        withdrawal: formatRupees(SWP_EXAMPLE.withdrawal),
        rate: SWP_EXAMPLE.rate,
        monthlyRate: (result.monthlyRate * 100).toFixed(4),
        outcome,
      }),
      query: writeQueryFields(SWP_FIELDS, SWP_EXAMPLE),
    };
  },
} as const satisfies CalculatorDefinition;
