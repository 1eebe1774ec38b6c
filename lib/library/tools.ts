import { AMFI_RETURN_RANGE } from '@/content/assumedRates';
import type { RoutePath } from '@/content/routes';
import { costOfDelay, COST_OF_DELAY_FIELDS } from '../calculators/costOfDelay';
import { goal, GOAL_FIELDS } from '../calculators/goal';
import { lumpsum, LUMPSUM_FIELDS } from '../calculators/lumpsum';
import type { NumberFieldSpec } from '../calculators/numberField';
import { INVESTMENT_MODES, regularVsDirect, REGULAR_VS_DIRECT_FIELDS, type InvestmentMode } from '../calculators/regularVsDirect';
import { retirement, RETIREMENT_FIELDS } from '../calculators/retirement';
import { calculateSip, SIP_LIMITS } from '../calculators/sip';
import { stepUpSip, STEP_UP_SIP_FIELDS } from '../calculators/stepUpSip';
import { swp, SWP_FIELDS } from '../calculators/swp';

// The calculators a topic's worked example may use: each tool's input fields (the very specs its
// calculator page reads a shared link with), the lib/ function that computes it, and what each output
// counts in, so the placeholders are filled with the calculators' own figures, never typed by hand.

/** How an output placeholder is written: rupees to the rupee, a bare count of years, a percentage, months or "lasts". */
export type OutputUnit = 'rupees' | 'years' | 'percent' | 'months';

type Inputs = Readonly<Record<string, number | string>>;

export type ToolDef = {
  calculator: RoutePath;
  /** The numeric inputs, named as the lib/ function and the calculator's query name them. */
  fields: Readonly<Record<string, NumberFieldSpec>>;
  /** Inputs that are a choice rather than a number (regularVsDirect's mode). */
  choices?: Readonly<Record<string, readonly string[]>>;
  /** Fields whose value is an assumed rate of return: AMFI's range applies. */
  rates: readonly string[];
  outputs: Readonly<Record<string, OutputUnit>>;
  /** The lib/ function's result; the outputs are read from it by name. */
  run: (input: Inputs) => Readonly<Record<string, unknown>>;
};

const num = (input: Inputs, name: string): number => Number(input[name]);
const pick = <K extends string>(specs: Readonly<Record<string, NumberFieldSpec>>, names: readonly K[]): Record<K, NumberFieldSpec> =>
  Object.fromEntries(names.map((n) => [n, specs[n] as NumberFieldSpec])) as Record<K, NumberFieldSpec>;
const growth = { invested: 'rupees', gains: 'rupees', maturity: 'rupees' } as const;

const TOOL_DEFS = {
  sip: {
    calculator: '/financial-calculator/',
    fields: SIP_LIMITS,
    rates: ['rate'],
    outputs: growth,
    run: (i) => calculateSip({ amount: num(i, 'amount'), rate: num(i, 'rate'), years: num(i, 'years') }),
  },
  lumpsum: {
    calculator: '/tools/lumpsum/',
    fields: pick(LUMPSUM_FIELDS, ['amount', 'rate', 'years']),
    rates: ['rate'],
    outputs: growth,
    run: (i) => lumpsum({ amount: num(i, 'amount'), rate: num(i, 'rate'), years: num(i, 'years') }),
  },
  stepUpSip: {
    calculator: '/tools/step-up-sip/',
    fields: STEP_UP_SIP_FIELDS,
    rates: ['rate'],
    outputs: growth,
    run: (i) => stepUpSip({ amount: num(i, 'amount'), rate: num(i, 'rate'), years: num(i, 'years'), stepup: num(i, 'stepup') }),
  },
  swp: {
    calculator: '/tools/swp/',
    fields: pick(SWP_FIELDS, ['corpus', 'withdrawal', 'rate', 'years']),
    rates: ['rate'],
    outputs: { withdrawn: 'rupees', balance: 'rupees', monthsLasting: 'months' },
    run: (i) => swp({ corpus: num(i, 'corpus'), withdrawal: num(i, 'withdrawal'), rate: num(i, 'rate'), years: num(i, 'years') }),
  },
  goal: {
    calculator: '/tools/goal/',
    fields: GOAL_FIELDS,
    rates: ['rate'],
    outputs: { futureCost: 'rupees', savedGrowsTo: 'rupees', shortfall: 'rupees', monthlySip: 'rupees', lumpsum: 'rupees' },
    run: (i) =>
      goal({ cost: num(i, 'cost'), years: num(i, 'years'), inflation: num(i, 'inflation'), rate: num(i, 'rate'), saved: num(i, 'saved') }),
  },
  retirement: {
    calculator: '/tools/retirement/',
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
  },
  costOfDelay: {
    calculator: '/tools/cost-of-delay/',
    fields: pick(COST_OF_DELAY_FIELDS, ['amount', 'rate', 'years', 'delay']),
    rates: ['rate'],
    outputs: { now: 'rupees', later: 'rupees', cost: 'rupees', investedNow: 'rupees', investedLater: 'rupees' },
    run: (i) => costOfDelay({ amount: num(i, 'amount'), rate: num(i, 'rate'), years: num(i, 'years'), delay: num(i, 'delay') }),
  },
  regularVsDirect: {
    calculator: '/tools/regular-vs-direct/',
    fields: pick(REGULAR_VS_DIRECT_FIELDS, ['amount', 'rate', 'years', 'gap']),
    choices: { mode: INVESTMENT_MODES },
    rates: ['rate'],
    outputs: { invested: 'rupees', direct: 'rupees', regular: 'rupees', difference: 'rupees' },
    run: (i) =>
      regularVsDirect({
        mode: i.mode as InvestmentMode,
        amount: num(i, 'amount'),
        rate: num(i, 'rate'),
        years: num(i, 'years'),
        gap: num(i, 'gap'),
      }),
  },
} as const satisfies Record<string, ToolDef>;

export type ToolName = keyof typeof TOOL_DEFS;
export const TOOLS: Readonly<Record<ToolName, ToolDef>> = TOOL_DEFS;
export const TOOL_NAMES = Object.keys(TOOLS) as ToolName[];

/** The range AMFI allows an illustration's assumed rate in, whatever the calculator's own slider allows. */
export const ILLUSTRATION_RATE_RANGE = AMFI_RETURN_RANGE;

/** The calculator's shared-link query for an example: its inputs in the fields' order, as the calculator writes them. */
export function exampleQuery(tool: ToolDef, input: Inputs): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(tool.choices ?? {})) params.set(name, String(input[name]));
  for (const [name, spec] of Object.entries(tool.fields)) {
    const factor = 10 ** spec.decimals;
    params.set(name, String(Math.round(num(input, name) * factor) / factor));
  }
  return params.toString();
}
