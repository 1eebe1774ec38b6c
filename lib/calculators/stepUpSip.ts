import { annuityDueFactor, assertFiniteInputs, sipMonthlyRate, type YearRow } from './compounding';
import type { NumberFieldSpecs } from './numberField';
import { formatRupees } from '../format';
import { fillTemplate } from '../template';
import { GROWTH_OUTPUTS, num, type CalculatorDefinition } from './definition';
import { INFLATION_FIELD, MONTHLY_AMOUNT_FIELD, YEARS_FIELD, assumedRateField } from './fields';
import { writeQueryFields } from './numberField';

// A SIP whose instalment rises every 12 months: the spec's SIP conventions (instalments at the start
// of each month, r = annual rate / 12 / 100), with the instalment raised by a percentage (or a fixed
// amount) at the start of each new year. Instalments are not rounded.

export type StepUpSipInput = {
  /** First year's monthly instalment in rupees. */
  amount: number;
  /** Expected annual return in percent. */
  rate: number;
  years: number;
  /** Yearly rise of the instalment: a percentage, or rupees when `stepupIn` is 'rupees'. */
  stepup: number;
  stepupIn?: 'percent' | 'rupees';
};

export type StepUpSipResult = { invested: number; maturity: number; gains: number; schedule: (YearRow & { instalment: number })[] };

export const STEP_UP_SIP_FIELDS: NumberFieldSpecs<'amount' | 'rate' | 'years' | 'stepup'> = {
  amount: { ...MONTHLY_AMOUNT_FIELD, noun: 'the first monthly instalment' },
  rate: assumedRateField(12, 'the assumed rate of return'),
  years: { ...YEARS_FIELD, default: 5 },
  stepup: { min: 0, max: 50, step: 1, default: 10, decimals: 1, unit: 'percent', per: 'year', noun: 'the yearly step-up', example: '10' },
};

/** The monthly instalment paid throughout year `year` (1 for the first year). */
export function instalmentInYear({ amount, stepup, stepupIn = 'percent' }: StepUpSipInput, year: number): number {
  return stepupIn === 'percent' ? amount * (1 + stepup / 100) ** (year - 1) : amount + stepup * (year - 1);
}

/** Value at the end of each year: last year's value grown 12 months, plus this year's 12 instalments as an annuity-due. */
export function stepUpSip(input: StepUpSipInput): StepUpSipResult {
  assertFiniteInputs('stepUpSip', { amount: input.amount, rate: input.rate, years: input.years, stepup: input.stepup });
  const r = sipMonthlyRate(input.rate);
  const yearGrowth = (1 + r) ** 12;
  const yearOfInstalments = annuityDueFactor(r, 12);
  const schedule: StepUpSipResult['schedule'] = [];
  let value = 0;
  let invested = 0;
  for (let year = 1; year <= input.years; year += 1) {
    const instalment = instalmentInYear(input, year);
    value = value * yearGrowth + instalment * yearOfInstalments;
    invested += instalment * 12;
    schedule.push({ year, invested, value, instalment });
  }
  return { invested, maturity: value, gains: value - invested, schedule };
}

const STEP_UP_SIP_EXAMPLE = { amount: 5000, rate: 12, years: 5, stepup: 10, inflation: 6 };

export const stepUpSipCalculator = {
  id: 'stepUpSip',
  path: '/tools/step-up-sip/',
  fields: STEP_UP_SIP_FIELDS,
  rates: ['rate'],
  outputs: GROWTH_OUTPUTS,
  run: (i) => stepUpSip({ amount: num(i, 'amount'), rate: num(i, 'rate'), years: num(i, 'years'), stepup: num(i, 'stepup') }),
  exampleInput: STEP_UP_SIP_EXAMPLE,
  example: ({ toolPages }) => {
    const stepped = stepUpSip(STEP_UP_SIP_EXAMPLE);
    const flat = stepUpSip({ ...STEP_UP_SIP_EXAMPLE, stepup: 0 });
    return {
      sentence: fillTemplate(toolPages.examples.stepUpSip, {
        amount: formatRupees(STEP_UP_SIP_EXAMPLE.amount),
        stepup: STEP_UP_SIP_EXAMPLE.stepup,
        years: STEP_UP_SIP_EXAMPLE.years,
        rate: STEP_UP_SIP_EXAMPLE.rate,
        instalments: stepped.schedule.map((row) => formatRupees(row.instalment)).join(', '),
        invested: formatRupees(stepped.invested),
        maturity: formatRupees(stepped.maturity),
        flat: formatRupees(flat.maturity),
      }),
      query: writeQueryFields({ ...STEP_UP_SIP_FIELDS, inflation: INFLATION_FIELD }, STEP_UP_SIP_EXAMPLE),
    };
  },
} as const satisfies CalculatorDefinition;
