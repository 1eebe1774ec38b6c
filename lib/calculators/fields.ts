import { AMFI_RETURN_RANGE, ASSUMED_RATE_RANGE_MESSAGE } from '../../content/assumedRates';
import type { NumberFieldSpec } from './numberField';

// Fields several calculators share, so the same input has the same limits and words on every page.

/**
 * An assumed rate of return within AMFI's range for illustrations (content/assumedRates.ts); a shared
 * link's value outside it shows the nearest end. `npm run check:compliance` fails if a calculator's
 * assumed-return field (its definition's `rates`) reaches outside the range.
 */
export function assumedRateField(defaultRate: number, noun: string): NumberFieldSpec {
  return {
    min: AMFI_RETURN_RANGE.min,
    max: AMFI_RETURN_RANGE.max,
    step: 0.1,
    default: defaultRate,
    decimals: 1,
    unit: 'percent',
    per: 'year',
    noun,
    example: String(defaultRate),
    linkClamp: true,
    messages: { tooSmall: ASSUMED_RATE_RANGE_MESSAGE, tooLarge: ASSUMED_RATE_RANGE_MESSAGE },
  };
}

export const YEARS_FIELD: NumberFieldSpec = {
  min: 1,
  max: 40,
  step: 1,
  default: 10,
  decimals: 0,
  unit: 'years',
  noun: 'the time period',
  example: '10',
};

/** The inflation a today's-rupees figure assumes: 6% a year unless the visitor sets another. */
export const INFLATION_FIELD: NumberFieldSpec = {
  min: 0,
  max: 15,
  step: 0.1,
  default: 6,
  decimals: 1,
  unit: 'percent',
  per: 'year',
  noun: 'the inflation rate',
  example: '6',
};

/** A monthly instalment of the SIP family. */
export const MONTHLY_AMOUNT_FIELD: NumberFieldSpec = {
  min: 500,
  max: 1000000,
  step: 500,
  default: 5000,
  decimals: 0,
  unit: 'rupees',
  per: 'month',
  noun: 'the monthly investment',
  example: '5000',
};
