import { formatInr } from './format';

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

export type SipFieldLimits = {
  min: number;
  max: number;
  /** Step of the slider. */
  step: number;
  default: number;
  /** Decimal places a typed value may carry. */
  decimals: number;
};

/** The slider limits of the spec (section 5). The rate's minimum of 1 keeps it from ever being zero. */
export const SIP_LIMITS: Readonly<Record<SipField, SipFieldLimits>> = {
  amount: { min: 1000, max: 50000, step: 500, default: 1000, decimals: 0 },
  rate: { min: 1, max: 20, step: 0.1, default: 1, decimals: 1 },
  years: { min: 1, max: 30, step: 1, default: 1, decimals: 0 },
};

export const SIP_FIELDS: readonly SipField[] = ['amount', 'rate', 'years'];

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

export type SipParseResult = { ok: true; value: number } | { ok: false; message: string };

type Messages = { empty: string; notNumber: string; tooSmall: string; tooLarge: string; precision: string };

function messages(field: SipField, limits: SipFieldLimits): Messages {
  switch (field) {
    case 'amount':
      return {
        empty: 'Enter a monthly investment, for example 5000.',
        notNumber: 'Enter the monthly investment in digits, for example 5000.',
        tooSmall: `The monthly investment must be at least ${formatInr(limits.min, { paise: false })}.`,
        tooLarge: `The monthly investment can be at most ${formatInr(limits.max, { paise: false })}.`,
        precision: 'Enter the monthly investment in whole rupees.',
      };
    case 'rate':
      return {
        empty: 'Enter an expected return rate, for example 12.',
        notNumber: 'Enter the return rate as a number, for example 12 or 12.5.',
        tooSmall: `The return rate must be at least ${limits.min}% a year; it cannot be zero.`,
        tooLarge: `The return rate can be at most ${limits.max}% a year.`,
        precision: `Use at most ${limits.decimals === 1 ? 'one decimal place' : `${limits.decimals} decimal places`} for the return rate, for example 12.5.`,
      };
    case 'years':
      return {
        empty: 'Enter a time period in years, for example 10.',
        notNumber: 'Enter the time period in digits, for example 10.',
        tooSmall: `The time period must be at least ${sipValueText('years', limits.min)}.`,
        tooLarge: `The time period can be at most ${sipValueText('years', limits.max)}.`,
        precision: 'Enter the time period in whole years.',
      };
  }
}

// Digits with an optional sign and decimal part; exponents, hex and the like are not how people write money.
const PLAIN_NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Reads what someone typed into one field. Forgiving about how numbers are written ("₹5,000",
 * "Rs 5000", "12.5%", " 10 "), strict about what they mean: a value outside the slider's range or
 * finer than the field allows is refused with a message saying what to enter instead.
 */
export function parseSipField(field: SipField, raw: string, limits: SipFieldLimits = SIP_LIMITS[field]): SipParseResult {
  const fail = (reason: keyof Messages): SipParseResult => ({ ok: false, message: messages(field, limits)[reason] });
  const cleaned = raw
    .trim()
    .replace(/^(₹|rs\.?|inr)/i, '')
    .replace(/[\s,]/g, '')
    .replace(/%$/, '');
  if (cleaned === '') return fail(raw.trim() === '' ? 'empty' : 'notNumber');
  if (!PLAIN_NUMBER.test(cleaned)) return fail('notNumber');
  const value = Number(cleaned);
  if (value < limits.min) return fail('tooSmall');
  if (value > limits.max) return fail('tooLarge');
  const fraction = (cleaned.split('.')[1] ?? '').replace(/0+$/, '');
  if (fraction.length > limits.decimals) return fail('precision');
  return { ok: true, value };
}

/** How a slider's value is read aloud (aria-valuetext) and written in sentences. */
export function sipValueText(field: SipField, value: number): string {
  switch (field) {
    case 'amount':
      return `${formatInr(value, { paise: false })} per month`;
    case 'rate':
      return `${formatRate(value)}% per year`;
    case 'years':
      return value === 1 ? '1 year' : `${value} years`;
  }
}

/** "12", "12.5": the rate without float noise such as 12.300000000000001 from a 0.1-step slider. */
export function formatRate(rate: number): string {
  return String(Math.round(rate * 100) / 100);
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
export function sipFromQuery(search: string): SipQueryValues {
  const params = new URLSearchParams(search);
  const values: Partial<SipInput> = {};
  for (const field of SIP_FIELDS) {
    const raw = params.get(field);
    if (raw === null) continue;
    const parsed = parseSipField(field, raw);
    if (parsed.ok) values[field] = parsed.value;
  }
  const { amount, rate, years } = values;
  const complete = amount !== undefined && rate !== undefined && years !== undefined ? { amount, rate, years } : null;
  return { values, complete };
}
