import { assertFiniteInputs, compoundAnnually, type YearRow } from './compounding';
import { assumedReturnFields } from '../../content/assumedRates';
import { INFLATION_FIELD, YEARS_FIELD } from './fields';
import type { NumberFieldSpecs } from './numberField';

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
  rate: assumedReturnFields.lumpsum.rate,
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
