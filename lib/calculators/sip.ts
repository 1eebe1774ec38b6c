import { specSipRate } from '../../content/assumedRates';
import { startingAmounts } from '../../content/startingAmounts';
import { formatGrouped, formatInr, formatInrWords, formatRupees } from '../format';
import { fillTemplate } from '../template';
import { GROWTH_OUTPUTS, num, type CalculatorDefinition } from './definition';
import {
  formatDecimal,
  parseNumberField,
  readQueryFields,
  valueText,
  type NumberFieldWords,
  type NumberFieldSpecs,
  type NumberParseResult,
} from './numberField';

// The SIP maths of the spec (section 9), pure and deterministic so every figure the page shows can be
// checked in a unit test. Money is in rupees as a JavaScript number: even the largest maturity the
// sliders allow (about ₹117 crore) keeps ten significant digits after the decimal point, far finer
// than the paisa the page rounds to.

export type SipField = 'amount' | 'rate' | 'years';

/** One SIP as the calculator describes it. */
export type SipInput = {
  /** Monthly instalment in rupees. */
  amount: number;
  /** Expected annual return in percent (12 means 12% a year). */
  rate: number;
  /** Duration in whole years. */
  years: number;
};

/**
 * The slider limits of the spec (section 5), with the messages the calculator has always shown. The
 * rate's minimum of 1 keeps it from ever being zero.
 */
export const SIP_LIMITS: NumberFieldSpecs<SipField> = {
  amount: {
    min: startingAmounts.sipCalculatorMin,
    max: 50000,
    step: 500,
    default: 1000,
    decimals: 0,
    unit: 'rupees',
    per: 'month',
    noun: 'the monthly investment',
    example: '5000',
    messages: { empty: 'Enter a monthly investment, for example 5000.' },
  },
  rate: {
    // The spec's slider (1-20%, default 1) is a setting in content/, above AMFI's range: check:release asks for the compliance officer's approval.
    min: specSipRate.min,
    max: specSipRate.max,
    step: specSipRate.step,
    default: specSipRate.default,
    decimals: 1,
    unit: 'percent',
    per: 'year',
    noun: 'the return rate',
    example: '12.5',
    messages: {
      empty: 'Enter the return rate you assume, for example 12.',
      notNumber: 'Enter the return rate as a number, for example 12 or 12.5.',
      tooSmall: `The return rate must be at least ${specSipRate.min}% a year; it cannot be zero.`,
      tooLarge: `The return rate can be at most ${specSipRate.max}% a year.`,
    },
  },
  years: {
    min: 1,
    max: 30,
    step: 1,
    default: 1,
    decimals: 0,
    unit: 'years',
    noun: 'the time period',
    example: '10',
    messages: { empty: 'Enter a time period in years, for example 10.' },
  },
};

export const SIP_DEFAULTS: SipInput = {
  amount: SIP_LIMITS.amount.default,
  rate: SIP_LIMITS.rate.default,
  years: SIP_LIMITS.years.default,
};

export type SipYear = {
  /** 1 for the end of the first year. */
  year: number;
  /** Sum of the instalments paid so far. */
  invested: number;
  /** Value of the investment at the end of this year. */
  value: number;
  /** value - invested. */
  gains: number;
};

export type SipResult = {
  input: SipInput;
  invested: number;
  gains: number;
  maturity: number;
  /** One row per year; the last row's value is the maturity. */
  schedule: SipYear[];
};

function assertInput({ amount, rate, years }: SipInput): void {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`SIP amount must be a finite number >= 0, got ${amount}`);
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`SIP rate must be a finite number >= 0, got ${rate}`);
  if (!Number.isInteger(years) || years < 0) throw new RangeError(`SIP years must be a whole number >= 0, got ${years}`);
}

/** Monthly rate r of the spec: annual percent / 12 / 100. */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 12 / 100;
}

/**
 * Maturity of a SIP: P x ((1+r)^n - 1)/r x (1+r), with r = rate/12/100 and n = years x 12. The
 * (1+r) factor makes it an annuity-due: each instalment is paid at the start of its month and earns
 * that month's return. At a zero rate the formula is 0/0; its limit, P x n, is returned instead.
 */
export function sipMaturity(input: SipInput): number {
  assertInput(input);
  const r = monthlyRate(input.rate);
  const n = input.years * 12;
  if (r === 0) return input.amount * n;
  // expm1/log1p keep (1+r)^n - 1 accurate when r is small (1% a year is r = 0.00083).
  const growthMinusOne = Math.expm1(n * Math.log1p(r));
  return ((input.amount * growthMinusOne) / r) * (1 + r);
}

/** Invested amount and value at the end of each year, from year 1 to the last. */
export function sipSchedule(input: SipInput): SipYear[] {
  assertInput(input);
  const rows: SipYear[] = [];
  for (let year = 1; year <= input.years; year += 1) {
    const invested = input.amount * 12 * year;
    const value = sipMaturity({ ...input, years: year });
    rows.push({ year, invested, value, gains: value - invested });
  }
  return rows;
}

/** Everything the calculator shows for one SIP. */
export function calculateSip(input: SipInput): SipResult {
  const maturity = sipMaturity(input);
  const invested = input.amount * 12 * input.years;
  return { input, invested, gains: maturity - invested, maturity, schedule: sipSchedule(input) };
}

export type SipParseResult = NumberParseResult;

/**
 * Reads what someone typed into one field (see parseNumberField): forgiving about how numbers are
 * written, strict about the slider's range and the field's precision.
 */
export function parseSipField(field: SipField, raw: string, words: NumberFieldWords): SipParseResult {
  return parseNumberField(SIP_LIMITS[field], raw, words);
}

/** How a slider's value is read aloud (aria-valuetext) and written in sentences. */
export function sipValueText(field: SipField, value: number, words: NumberFieldWords): string {
  return valueText(SIP_LIMITS[field], value, words);
}

/** "12", "12.5": the rate without float noise such as 12.300000000000001 from a 0.1-step slider. */
export function formatRate(rate: number): string {
  return formatDecimal(rate);
}

/** The query string a calculated result is shared with: "amount=5000&rate=12&years=10". */
export function sipQuery(input: SipInput): string {
  return new URLSearchParams({ amount: String(input.amount), rate: formatRate(input.rate), years: String(input.years) }).toString();
}

export type SipQueryValues = {
  /** Each field the query gave a valid value for; junk and missing fields are left out. */
  values: Partial<SipInput>;
  /** The whole input when all three fields were valid: then the page shows the result at once. */
  complete: SipInput | null;
};

/** Reads a shared link's query ("?amount=5000&rate=12&years=10"), ignoring anything invalid. */
export function sipFromQuery(search: string, words: NumberFieldWords): SipQueryValues {
  const { values } = readQueryFields(SIP_LIMITS, search, words);
  const { amount, rate, years } = values;
  const complete = amount !== undefined && rate !== undefined && years !== undefined ? { amount, rate, years } : null;
  return { values, complete };
}

/** The worked example under the formula. */
const SIP_EXAMPLE = { amount: 5000, rate: 12, years: 20 };

export const sipCalculator = {
  id: 'sip',
  path: '/financial-calculator/',
  fields: SIP_LIMITS,
  rates: ['rate'],
  outputs: GROWTH_OUTPUTS,
  run: (i) => calculateSip({ amount: num(i, 'amount'), rate: num(i, 'rate'), years: num(i, 'years') }),
  exampleInput: SIP_EXAMPLE,
  example: ({ toolPages, fieldWords }, locale, intlLocale) => {
    const result = calculateSip(SIP_EXAMPLE);
    const r = SIP_EXAMPLE.rate / 1200;
    return {
      sentence: fillTemplate(toolPages.examples.sip, {
        amount: valueText(SIP_LIMITS.amount, SIP_EXAMPLE.amount, fieldWords),
        years: valueText(SIP_LIMITS.years, SIP_EXAMPLE.years, fieldWords),
        years_n: SIP_EXAMPLE.years,
        rate: SIP_EXAMPLE.rate,
        r,
        n: SIP_EXAMPLE.years * 12,
        p: formatGrouped(SIP_EXAMPLE.amount, intlLocale),
        maturity: formatInr(result.maturity),
        words: formatInrWords(result.maturity, locale),
        invested: formatRupees(result.invested),
      }),
      query: sipQuery(SIP_EXAMPLE),
    };
  },
  note: ({ tools }) => tools.sipNote,
} as const satisfies CalculatorDefinition;
