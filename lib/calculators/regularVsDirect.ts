import { annuityDueFactor, assertFiniteInputs, compoundAnnually, sipMonthlyRate } from './compounding';
import { startingAmounts } from '../../content/startingAmounts';
import { INFLATION_FIELD, assumedRateField } from './fields';
import { formatRupees } from '../format';
import { fillTemplate } from '../template';
import { num, pick, type CalculatorDefinition } from './definition';
import { writeQueryFields, type NumberFieldSpecs } from './numberField';

// What a Regular Plan costs against the Direct Plan of the same scheme. The two differ only in the
// expense ratio (a Regular Plan's includes the distributor's commission), so the Regular Plan is taken
// to earn the Direct Plan's return less the gap between their expense ratios, every year alike.

export type InvestmentMode = 'sip' | 'lumpsum';

export type RegularVsDirectInput = { mode: InvestmentMode; amount: number; rate: number; years: number; gap: number };

type RegularVsDirectYear = { year: number; direct: number; regular: number };

export type RegularVsDirectResult = {
  invested: number;
  direct: number;
  regular: number;
  /** direct - regular, in rupees at the end of the period. */
  difference: number;
  schedule: RegularVsDirectYear[];
};

type RegularVsDirectField = 'amount' | 'rate' | 'years' | 'gap' | 'inflation';

export const REGULAR_VS_DIRECT_FIELDS: NumberFieldSpecs<RegularVsDirectField> = {
  // From the smallest amount most schemes accept (content/startingAmounts.ts), so the pages agree on it.
  amount: {
    min: startingAmounts.commonMonthlySip,
    max: 100000000,
    step: 500,
    default: 10000,
    decimals: 0,
    unit: 'rupees',
    noun: 'the amount',
    example: '10000',
  },
  rate: assumedRateField(12, 'the Direct Plan’s assumed rate of return'),
  years: { min: 1, max: 40, step: 1, default: 20, decimals: 0, unit: 'years', noun: 'the time period', example: '20' },
  gap: {
    min: 0,
    max: 2.5,
    step: 0.01,
    default: 1.4,
    decimals: 2,
    unit: 'percent',
    per: 'year',
    noun: 'the expense-ratio gap',
    example: '1.4',
  },
  inflation: INFLATION_FIELD,
};

export const INVESTMENT_MODES: readonly InvestmentMode[] = ['sip', 'lumpsum'];

function valueAfter(mode: InvestmentMode, amount: number, ratePercent: number, years: number): number {
  return mode === 'sip' ? amount * annuityDueFactor(sipMonthlyRate(ratePercent), years * 12) : compoundAnnually(amount, ratePercent, years);
}

export function regularVsDirect(input: RegularVsDirectInput): RegularVsDirectResult {
  assertFiniteInputs('regularVsDirect', { amount: input.amount, rate: input.rate, years: input.years, gap: input.gap });
  const regularRate = input.rate - input.gap;
  const schedule = Array.from({ length: input.years }, (_, i) => ({
    year: i + 1,
    direct: valueAfter(input.mode, input.amount, input.rate, i + 1),
    regular: valueAfter(input.mode, input.amount, regularRate, i + 1),
  }));
  const direct = valueAfter(input.mode, input.amount, input.rate, input.years);
  const regular = valueAfter(input.mode, input.amount, regularRate, input.years);
  return {
    invested: input.mode === 'sip' ? input.amount * 12 * input.years : input.amount,
    direct,
    regular,
    difference: direct - regular,
    schedule,
  };
}

export type GapCategory = { schemeType: string; low: number; high: number };

/**
 * The scheme types of the commission disclosure whose trail is a range ("0.65-1.40%"), with its two
 * ends in percent. A type whose trail is not a range ("variable") is left out.
 */
export function gapCategories(rows: readonly { schemeType: string; trailRange: string }[]): GapCategory[] {
  return rows.flatMap(({ schemeType, trailRange }) => {
    const match = /^(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)%$/.exec(trailRange.trim());
    return match ? [{ schemeType, low: Number(match[1]), high: Number(match[2]) }] : [];
  });
}

const REGULAR_VS_DIRECT_EXAMPLE = { mode: 'sip', amount: 10000, rate: 12, years: 20, gap: 1.4, inflation: 6 } as const;

export const regularVsDirectCalculator = {
  id: 'regularVsDirect',
  path: '/tools/regular-vs-direct/',
  fields: pick(REGULAR_VS_DIRECT_FIELDS, ['amount', 'rate', 'years', 'gap']),
  choices: { mode: INVESTMENT_MODES },
  rates: ['rate'],
  outputs: { invested: 'rupees', direct: 'rupees', regular: 'rupees', difference: 'rupees' },
  run: (i) =>
    regularVsDirect({
      mode: i.mode === 'lumpsum' ? 'lumpsum' : 'sip',
      amount: num(i, 'amount'),
      rate: num(i, 'rate'),
      years: num(i, 'years'),
      gap: num(i, 'gap'),
    }),
  exampleInput: REGULAR_VS_DIRECT_EXAMPLE,
  example: ({ toolPages }) => {
    const { rate, gap } = REGULAR_VS_DIRECT_EXAMPLE;
    const result = regularVsDirect(REGULAR_VS_DIRECT_EXAMPLE);
    return {
      sentence: fillTemplate(toolPages.examples.regularVsDirect, {
        amount: formatRupees(REGULAR_VS_DIRECT_EXAMPLE.amount),
        years: REGULAR_VS_DIRECT_EXAMPLE.years,
        rate,
        direct: formatRupees(result.direct),
        gap,
        regularRate: rate - gap,
        regular: formatRupees(result.regular),
        difference: formatRupees(result.difference),
      }),
      query: `mode=${REGULAR_VS_DIRECT_EXAMPLE.mode}&${writeQueryFields(REGULAR_VS_DIRECT_FIELDS, REGULAR_VS_DIRECT_EXAMPLE)}`,
    };
  },
  islandData: (_words, trailCommissions) => ({ categories: gapCategories(trailCommissions) }),
} as const satisfies CalculatorDefinition;
