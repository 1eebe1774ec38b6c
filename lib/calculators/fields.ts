import type { NumberFieldSpec } from './numberField';

// Fields several calculators share, so the same input has the same limits and words on every page.

// Each calculator's assumed rate of return is in content/assumedReturns.ts, within AMFI's range for illustrations.

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
