import { formatInr } from './format';

// One numeric input of a calculator or questionnaire: its limits, how a typed value is read, how a
// value is written back into the box and read aloud, and how it travels in a shared link's query.
// Pure, so every rule is unit-tested; the React side is hooks/useCalculatorForm.ts.

/** What a field counts: it decides how the value is written, read aloud and described to assistive tech. */
export type NumberFieldUnit = 'rupees' | 'percent' | 'years' | 'age';

export type NumberFieldSpec = {
  min: number;
  max: number;
  /** Step of the slider. */
  step: number;
  default: number;
  /** Decimal places a typed value may carry. */
  decimals: number;
  unit: NumberFieldUnit;
  /** Rupees per month or per year, a rate per year: added when the value is read aloud. */
  per?: 'month' | 'year';
  /** What the field holds, as a sentence would name it: "the monthly investment". */
  noun: string;
  /** A typical entry, quoted in messages: "5000". */
  example: string;
  /** Replaces any of the generic messages where a field needs its own words. */
  messages?: Partial<NumberFieldMessages>;
  /** A shared link's number outside the range is replaced by the nearest end (noted), rather than by the default. */
  linkClamp?: boolean;
};

export type NumberFieldMessages = {
  empty: string;
  notNumber: string;
  tooSmall: string;
  tooLarge: string;
  precision: string;
  /** A comma that is not a grouping of rupees, nor a decimal comma ("12,5") in a field that has decimals. */
  comma: string;
};

export type NumberParseResult = { ok: true; value: number } | { ok: false; message: string };

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** "12", "12.5": a value without float noise such as 12.300000000000001 from a 0.1-step slider. */
export function formatDecimal(value: number, decimals = 2): string {
  const factor = 10 ** decimals;
  return String(Math.round(value * factor) / factor);
}

/** A value as a sentence says it, without the "per" part: "₹5,000", "12%", "10 years". */
export function plainValueText(spec: Pick<NumberFieldSpec, 'unit' | 'decimals'>, value: number): string {
  switch (spec.unit) {
    case 'rupees':
      return formatInr(value, { paise: spec.decimals > 0 && !Number.isInteger(value) });
    case 'percent':
      return `${formatDecimal(value, spec.decimals)}%`;
    case 'years':
    case 'age':
      return value === 1 ? '1 year' : `${formatDecimal(value, spec.decimals)} years`;
  }
}

/** How a slider's value is read aloud (aria-valuetext) and written in sentences: "₹5,000 per month". */
export function valueText(spec: NumberFieldSpec, value: number): string {
  const plain = plainValueText(spec, value);
  if (spec.unit === 'age') return `${plain} old`;
  return spec.per ? `${plain} per ${spec.per}` : plain;
}

/** What the text box shows for a value the slider or a link set: "5,000", "12.5", "10". */
export function fieldText(spec: Pick<NumberFieldSpec, 'unit' | 'decimals'>, value: number): string {
  return spec.unit === 'rupees' ? grouped.format(Number(formatDecimal(value, spec.decimals))) : formatDecimal(value, spec.decimals);
}

/** Words read after the label so a screen reader knows what the box counts in: "in rupees". */
export function unitWords(unit: NumberFieldUnit): string {
  switch (unit) {
    case 'rupees':
      return 'in rupees';
    case 'percent':
      return 'in percent';
    case 'years':
      return 'in whole years';
    case 'age':
      return 'in years';
  }
}

function defaultMessages(spec: NumberFieldSpec): NumberFieldMessages {
  const places = spec.decimals === 1 ? 'one decimal place' : `${spec.decimals} decimal places`;
  const whole = spec.unit === 'rupees' ? 'in whole rupees' : spec.unit === 'percent' ? 'as a whole number' : 'in whole years';
  return {
    empty: `Enter ${spec.noun}, for example ${spec.example}.`,
    notNumber: `Enter ${spec.noun} in digits, for example ${spec.example}.`,
    tooSmall: `${sentence(spec.noun)} must be at least ${plainValueText(spec, spec.min)}.`,
    tooLarge: `${sentence(spec.noun)} can be at most ${plainValueText(spec, spec.max)}.`,
    precision:
      spec.decimals === 0 ? `Enter ${spec.noun} ${whole}.` : `Use at most ${places} for ${spec.noun}, for example ${spec.example}.`,
    comma:
      spec.unit === 'rupees'
        ? `Write ${spec.noun} in digits, with commas only between groups (1,00,000), for example ${spec.example}.`
        : `Write ${spec.noun} with a point for decimals, for example ${spec.example}.`,
  };
}

// Digits with an optional sign and decimal part; exponents, hex and the like are not how people write money.
const PLAIN_NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

// Rupees grouped the Indian way (1,00,000) or the international way (100,000), with optional paise.
const GROUPED_RUPEES = /^-?(\d{1,2}(,\d{2})*,\d{3}|\d{1,3}(,\d{3})+)(\.\d*)?$/;
// One comma between digits in a field that has no thousands: a decimal comma, as much of the world writes it.
const DECIMAL_COMMA = /^-?\d+,\d+$/;

/**
 * The number with its commas read, or null for a comma that means nothing certain: rupees drop
 * grouping commas; a field with decimals (a rate) reads "12,5" as 12.5; nothing is ever multiplied by
 * ten because a comma was dropped ("12,5" read as 125 was the bug).
 */
function readCommas(spec: NumberFieldSpec, text: string): string | null {
  if (!text.includes(',')) return text;
  if (spec.unit === 'rupees') return GROUPED_RUPEES.test(text) ? text.replace(/,/g, '') : null;
  if (spec.decimals > 0 && DECIMAL_COMMA.test(text)) return text.replace(',', '.');
  return null;
}

/**
 * Reads what someone typed into one field. Forgiving about how numbers are written ("₹5,000",
 * "Rs 5000", "1,00,000", "12.5%", " 10 "), strict about what they mean: a value outside the range
 * or finer than the field allows is refused with a message saying what to enter instead.
 */
export function parseNumberField(spec: NumberFieldSpec, raw: string): NumberParseResult {
  const fail = (reason: keyof NumberFieldMessages): NumberParseResult => ({
    ok: false,
    message: spec.messages?.[reason] ?? defaultMessages(spec)[reason],
  });
  const bare = raw
    .trim()
    .replace(/^(₹|rs\.?|inr)/i, '')
    .replace(/\s/g, '')
    .replace(/(%|yrs?|years?)$/i, '');
  const cleaned = readCommas(spec, bare);
  if (cleaned === null) return fail('comma');
  if (cleaned === '') return fail(raw.trim() === '' ? 'empty' : 'notNumber');
  if (!PLAIN_NUMBER.test(cleaned)) return fail('notNumber');
  const value = Number(cleaned);
  if (value < spec.min) return fail('tooSmall');
  if (value > spec.max) return fail('tooLarge');
  const fraction = (cleaned.split('.')[1] ?? '').replace(/0+$/, '');
  if (fraction.length > spec.decimals) return fail('precision');
  return { ok: true, value };
}

export type NumberFieldSpecs<K extends string> = Readonly<Record<K, NumberFieldSpec>>;

/** A value of a shared link that was not used, and why, for the note above the form. */
export type IgnoredQueryValue = {
  name: string;
  raw: string;
  message: string;
  /** The nearest allowed value, as a sentence says it, when that is used instead (a field with linkClamp). */
  nearest?: string;
};

export type QueryFieldValues<K extends string> = {
  /** Each field the query gave a valid value for; junk and missing fields are left out. */
  values: Partial<Record<K, number>>;
  /** Every value present in the query but not used. */
  ignored: IgnoredQueryValue[];
};

/** Reads a shared link's query ("?amount=5000&rate=12"), keeping the valid values and noting the rest. */
export function readQueryFields<K extends string>(specs: NumberFieldSpecs<K>, search: string): QueryFieldValues<K> {
  const params = new URLSearchParams(search);
  const values: Partial<Record<K, number>> = {};
  const ignored: IgnoredQueryValue[] = [];
  for (const name of Object.keys(specs) as K[]) {
    const raw = params.get(name);
    if (raw === null) continue;
    const spec = specs[name];
    const parsed = parseNumberField(spec, raw);
    if (parsed.ok) {
      values[name] = parsed.value;
      continue;
    }
    // A well-formed number beyond the range (an old link, a hand-edited one) shows the nearest allowed value.
    const unbounded = spec.linkClamp ? parseNumberField({ ...spec, min: -Infinity, max: Infinity }, raw) : null;
    if (unbounded?.ok) {
      const nearest = Math.min(spec.max, Math.max(spec.min, unbounded.value));
      values[name] = nearest;
      ignored.push({ name, raw, message: parsed.message, nearest: plainValueText(spec, nearest) });
    } else ignored.push({ name, raw, message: parsed.message });
  }
  return { values, ignored };
}

/** The query string a result is shared with, in the fields' order: "amount=5000&rate=12&years=10". */
export function writeQueryFields<K extends string>(specs: NumberFieldSpecs<K>, values: Readonly<Record<K, number>>): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(specs) as K[]) params.set(name, formatDecimal(values[name], specs[name].decimals));
  return params.toString();
}

/** Every field at its default. */
export function defaultValues<K extends string>(specs: NumberFieldSpecs<K>): Record<K, number> {
  const values = {} as Record<K, number>;
  for (const name of Object.keys(specs) as K[]) values[name] = specs[name].default;
  return values;
}

/** The note shown for a link value that was not used: the value, then the reason. */
export function ignoredValueNote(ignored: IgnoredQueryValue): string {
  const note = `The link’s ${ignored.name} value “${ignored.raw}” was not used: ${ignored.message}`;
  return ignored.nearest ? `${note} The nearest allowed value, ${ignored.nearest}, is shown instead.` : note;
}
