import { assertFiniteInputs, compoundAnnually, type YearRow } from './compounding';
import { INFLATION_FIELD, YEARS_FIELD, assumedRateField } from './fields';
import { formatGrouped, formatRupees } from '../format';
import { fillTemplate } from '../template';
import { GROWTH_OUTPUTS, num, pick, type CalculatorDefinition } from './definition';
import { writeQueryFields, type NumberFieldSpecs } from './numberField';

// A one-time investment compounded once a year: A = P(1 + r)^t.

export type LumpsumInput = { amount: number; rate: number; years: number };
export type LumpsumResult = { invested: number; maturity: number; gains: number; schedule: YearRow[] };

export const LUMPSUM_FIELDS: NumberFieldSpecs<'amount' | 'rate' | 'years' | 'inflation'> = {
  amount: {
    min: 1000,
    max: 100000000,
    step: 1000,
    default: 100000,
    decimals: 0,
    unit: 'rupees',
    noun: 'the amount invested',
    example: '100000',
  },
  rate: assumedRateField(12, 'the assumed rate of return'),
  years: YEARS_FIELD,
  inflation: INFLATION_FIELD,
};

export function lumpsum(input: LumpsumInput): LumpsumResult {
  assertFiniteInputs('lumpsum', input);
  const schedule = Array.from({ length: input.years }, (_, i) => ({
    year: i + 1,
    invested: input.amount,
    value: compoundAnnually(input.amount, input.rate, i + 1),
  }));
  const maturity = compoundAnnually(input.amount, input.rate, input.years);
  return { invested: input.amount, maturity, gains: maturity - input.amount, schedule };
}

const LUMPSUM_EXAMPLE = { amount: 100000, rate: 12, years: 10, inflation: 6 };

export const lumpsumCalculator = {
  id: 'lumpsum',
  path: '/tools/lumpsum/',
  fields: pick(LUMPSUM_FIELDS, ['amount', 'rate', 'years']),
  rates: ['rate'],
  outputs: GROWTH_OUTPUTS,
  run: (i) => lumpsum({ amount: num(i, 'amount'), rate: num(i, 'rate'), years: num(i, 'years') }),
  exampleInput: LUMPSUM_EXAMPLE,
  example: ({ toolPages }, _locale, intlLocale) => {
    const result = lumpsum(LUMPSUM_EXAMPLE);
    return {
      sentence: fillTemplate(toolPages.examples.lumpsum, {
        amount: formatRupees(LUMPSUM_EXAMPLE.amount),
        years: LUMPSUM_EXAMPLE.years,
        rate: LUMPSUM_EXAMPLE.rate,
        p: formatGrouped(LUMPSUM_EXAMPLE.amount, intlLocale),
        growth: LUMPSUM_EXAMPLE.rate / 100,
        maturity: formatRupees(result.maturity),
        gains: formatRupees(result.gains),
      }),
      query: writeQueryFields(LUMPSUM_FIELDS, LUMPSUM_EXAMPLE),
    };
  },
} as const satisfies CalculatorDefinition;
