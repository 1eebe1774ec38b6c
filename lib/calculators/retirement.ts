import { annuityDueFactor, assertFiniteInputs, compoundAnnually, sipMonthlyRate, type YearRow } from './compounding';
import { INFLATION_FIELD, assumedRateField } from './fields';
import { futureCost } from './inflation';
import { formatRupees } from '../format';
import { fillTemplate } from '../template';
import { num, type CalculatorDefinition } from './definition';
import { writeQueryFields, type NumberFieldSpecs } from './numberField';

// The corpus a retirement needs and what it takes to build it. The monthly expense grows at inflation
// until retirement; in retirement a year's expenses (12 x the monthly figure) are drawn at the start
// of each year and keep rising with inflation while the corpus earns the post-retirement return, so
// the corpus is an annuity-due of those withdrawals for (life expectancy - retirement age) years,
// discounted at the real rate (1 + post-retirement return) / (1 + inflation) - 1. The SIP and the
// lumpsum needed are then worked out as for a goal, at the pre-retirement return.

export type RetirementInput = {
  age: number;
  retireAt: number;
  lifeTo: number;
  /** Monthly household expense today, in rupees. */
  expense: number;
  inflation: number;
  preRate: number;
  postRate: number;
};

export type RetirementResult = {
  yearsToRetirement: number;
  yearsInRetirement: number;
  monthlyExpenseAtRetirement: number;
  realRate: number;
  corpus: number;
  monthlySip: number;
  lumpsum: number;
  /** The monthly SIP's growth until retirement, year by year. */
  schedule: YearRow[];
};

type RetirementField = keyof RetirementInput;

export const RETIREMENT_FIELDS: NumberFieldSpecs<RetirementField> = {
  age: { min: 18, max: 70, step: 1, default: 30, decimals: 0, unit: 'age', noun: 'your age', example: '30' },
  retireAt: { min: 40, max: 80, step: 1, default: 60, decimals: 0, unit: 'age', noun: 'the retirement age', example: '60' },
  lifeTo: { min: 50, max: 100, step: 1, default: 85, decimals: 0, unit: 'age', noun: 'the age to plan to', example: '85' },
  expense: {
    min: 5000,
    max: 1000000,
    step: 1000,
    default: 50000,
    decimals: 0,
    unit: 'rupees',
    per: 'month',
    noun: 'the monthly expense today',
    example: '50000',
  },
  inflation: INFLATION_FIELD,
  preRate: assumedRateField(12, 'the assumed rate of return before retirement'),
  postRate: assumedRateField(7, 'the assumed rate of return after retirement'),
};

/** The rules across fields: retirement comes after today's age, and the plan runs past retirement. */
export function retirementConflicts(values: Readonly<Record<RetirementField, number>>): Partial<Record<RetirementField, string>> {
  const conflicts: Partial<Record<RetirementField, string>> = {};
  if (values.retireAt <= values.age) conflicts.retireAt = 'The retirement age must be above your age.';
  if (values.lifeTo <= values.retireAt) conflicts.lifeTo = 'The age to plan to must be above the retirement age.';
  return conflicts;
}

/** Present value, at the start of the first year, of `years` yearly payments of 1 paid at the start of each year, at `rate`. */
function annuityDuePresentValue(rate: number, years: number): number {
  if (rate === 0) return years;
  return ((1 - (1 + rate) ** -years) / rate) * (1 + rate);
}

export function retirement(input: RetirementInput): RetirementResult {
  assertFiniteInputs('retirement', input);
  const yearsToRetirement = input.retireAt - input.age;
  const yearsInRetirement = input.lifeTo - input.retireAt;
  if (yearsToRetirement <= 0 || yearsInRetirement <= 0)
    throw new RangeError('retirement: ages must rise from today to retirement to the end of the plan');
  const monthlyExpenseAtRetirement = futureCost(input.expense, input.inflation, yearsToRetirement);
  const realRate = (1 + input.postRate / 100) / (1 + input.inflation / 100) - 1;
  const corpus = 12 * monthlyExpenseAtRetirement * annuityDuePresentValue(realRate, yearsInRetirement);
  const r = sipMonthlyRate(input.preRate);
  const monthlySip = corpus / annuityDueFactor(r, yearsToRetirement * 12);
  const schedule = Array.from({ length: yearsToRetirement }, (_, i) => ({
    year: i + 1,
    invested: monthlySip * 12 * (i + 1),
    value: monthlySip * annuityDueFactor(r, (i + 1) * 12),
  }));
  return {
    yearsToRetirement,
    yearsInRetirement,
    monthlyExpenseAtRetirement,
    realRate,
    corpus,
    monthlySip,
    lumpsum: corpus / compoundAnnually(1, input.preRate, yearsToRetirement),
    schedule,
  };
}

const RETIREMENT_EXAMPLE = { age: 30, retireAt: 60, lifeTo: 85, expense: 50000, inflation: 6, preRate: 12, postRate: 7 };

export const retirementCalculator = {
  id: 'retirement',
  path: '/tools/retirement/',
  fields: RETIREMENT_FIELDS,
  rates: ['preRate', 'postRate'],
  outputs: {
    yearsToRetirement: 'years',
    yearsInRetirement: 'years',
    realRate: 'percent',
    monthlyExpenseAtRetirement: 'rupees',
    corpus: 'rupees',
    monthlySip: 'rupees',
    lumpsum: 'rupees',
  },
  run: (i) =>
    retirement({
      age: num(i, 'age'),
      retireAt: num(i, 'retireAt'),
      lifeTo: num(i, 'lifeTo'),
      expense: num(i, 'expense'),
      inflation: num(i, 'inflation'),
      preRate: num(i, 'preRate'),
      postRate: num(i, 'postRate'),
    }),
  exampleInput: RETIREMENT_EXAMPLE,
  example: ({ toolPages }) => {
    const result = retirement(RETIREMENT_EXAMPLE);
    return {
      sentence: fillTemplate(toolPages.examples.retirement, {
        age: RETIREMENT_EXAMPLE.age,
        retireAt: RETIREMENT_EXAMPLE.retireAt,
        lifeTo: RETIREMENT_EXAMPLE.lifeTo,
        expense: formatRupees(RETIREMENT_EXAMPLE.expense),
        inflation: RETIREMENT_EXAMPLE.inflation,
        expenseThen: formatRupees(result.monthlyExpenseAtRetirement),
        postRate: RETIREMENT_EXAMPLE.postRate,
        realRate: (result.realRate * 100).toFixed(2),
        yearsIn: result.yearsInRetirement,
        corpus: formatRupees(result.corpus),
        preRate: RETIREMENT_EXAMPLE.preRate,
        sip: formatRupees(result.monthlySip),
        lumpsum: formatRupees(result.lumpsum),
      }),
      query: writeQueryFields(RETIREMENT_FIELDS, RETIREMENT_EXAMPLE),
    };
  },
} as const satisfies CalculatorDefinition;
