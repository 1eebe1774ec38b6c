import { annuityDueFactor, assertFiniteInputs, compoundAnnually, sipMonthlyRate, type YearRow } from './compounding';
import { AMFI_ASSET_CLASS_CAPS } from '../../content/assumedRates';
import { INFLATION_FIELD, YEARS_FIELD, assumedRateField } from './fields';
import { futureCost } from './inflation';
import { formatRupees } from '../format';
import { fillTemplate } from '../template';
import { num, type CalculatorDefinition } from './definition';
import { writeQueryFields, type NumberFieldSpecs } from './numberField';

// What a goal costs when it falls due, and what it takes to get there: the future cost is today's
// cost grown at inflation; savings already set aside grow at the assumed return, compounded yearly;
// the rest is met by a monthly SIP (the spec's convention: start of each month, r = rate / 12 / 100)
// or by one lumpsum today (compounded yearly).

export type GoalInput = { cost: number; years: number; inflation: number; rate: number; saved: number };

export type GoalResult = {
  futureCost: number;
  /** What the savings already set aside grow to by then. */
  savedGrowsTo: number;
  /** What is still needed when the goal falls due (0 when the savings cover it). */
  shortfall: number;
  monthlySip: number;
  lumpsum: number;
  /** The monthly SIP's growth, year by year. */
  schedule: YearRow[];
};

export const GOAL_FIELDS: NumberFieldSpecs<'cost' | 'years' | 'inflation' | 'rate' | 'saved'> = {
  cost: {
    min: 10000,
    max: 100000000,
    step: 10000,
    default: 2500000,
    decimals: 0,
    unit: 'rupees',
    noun: 'the goal’s cost today',
    example: '2500000',
  },
  years: { ...YEARS_FIELD, default: 15, noun: 'the years to the goal' },
  inflation: INFLATION_FIELD,
  rate: assumedRateField(12, 'the assumed rate of return'),
  saved: {
    min: 0,
    max: 100000000,
    step: 10000,
    default: 0,
    decimals: 0,
    unit: 'rupees',
    noun: 'the savings already set aside',
    example: '0',
  },
};

export function goal(input: GoalInput): GoalResult {
  assertFiniteInputs('goal', input);
  const future = futureCost(input.cost, input.inflation, input.years);
  const savedGrowsTo = compoundAnnually(input.saved, input.rate, input.years);
  const shortfall = Math.max(0, future - savedGrowsTo);
  const r = sipMonthlyRate(input.rate);
  const monthlySip = shortfall / annuityDueFactor(r, input.years * 12);
  const schedule = Array.from({ length: input.years }, (_, i) => ({
    year: i + 1,
    invested: monthlySip * 12 * (i + 1),
    value: monthlySip * annuityDueFactor(r, (i + 1) * 12),
  }));
  return { futureCost: future, savedGrowsTo, shortfall, monthlySip, lumpsum: shortfall / (1 + input.rate / 100) ** input.years, schedule };
}

const GOAL_EXAMPLE = { cost: 2500000, years: 15, inflation: 8, rate: 12, saved: 0 };

/**
 * The typical goals the calculator starts from, in the order of their labels (calculatorCopy.goal.presets).
 * Each sets a rate that fits its horizon as the site's own guidance groups goals (services, "Goals and
 * the time you have"): beyond seven years room for equity, at the calculator's default; three to seven
 * years, schemes that balance growth and stability, at the lower end of AMFI's hybrid cap, since a
 * five-year goal at the equity default would contradict that guidance.
 */
export const GOAL_PRESETS: readonly { cost: number; years: number; rate: number }[] = [
  { cost: 2500000, years: 15, rate: GOAL_FIELDS.rate.default },
  { cost: 2000000, years: 20, rate: GOAL_FIELDS.rate.default },
  { cost: 2000000, years: 5, rate: AMFI_ASSET_CLASS_CAPS.hybrid.min },
  { cost: 10000000, years: 20, rate: GOAL_FIELDS.rate.default },
];

export const goalCalculator = {
  id: 'goal',
  path: '/tools/goal/',
  fields: GOAL_FIELDS,
  rates: ['rate'],
  outputs: { futureCost: 'rupees', savedGrowsTo: 'rupees', shortfall: 'rupees', monthlySip: 'rupees', lumpsum: 'rupees' },
  run: (i) =>
    goal({ cost: num(i, 'cost'), years: num(i, 'years'), inflation: num(i, 'inflation'), rate: num(i, 'rate'), saved: num(i, 'saved') }),
  exampleInput: GOAL_EXAMPLE,
  example: ({ toolPages }) => {
    const result = goal(GOAL_EXAMPLE);
    return {
      sentence: fillTemplate(toolPages.examples.goal, {
        cost: formatRupees(GOAL_EXAMPLE.cost),
        years: GOAL_EXAMPLE.years,
        inflation: GOAL_EXAMPLE.inflation,
        futureCost: formatRupees(result.futureCost),
        rate: GOAL_EXAMPLE.rate,
        sip: formatRupees(result.monthlySip),
        lumpsum: formatRupees(result.lumpsum),
      }),
      query: writeQueryFields(GOAL_FIELDS, GOAL_EXAMPLE),
    };
  },
  islandData: ({ calculatorCopy }) => ({
    presets: GOAL_PRESETS.map((preset, index) => ({ label: calculatorCopy.goal.presets[index] ?? '', ...preset })),
  }),
} as const satisfies CalculatorDefinition;
