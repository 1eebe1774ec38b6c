import { latinDigits } from '../digits';
import { formatInr } from '../format';
import { fillTemplate } from '../template';

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

/**
 * The words a number field says, in one language: how values are written in sentences, what the box
 * counts in, the generic messages ({noun}, {Noun}, {example}, {min}, {max}, {places}, {whole} are
 * filled in) and the notes on a shared link's unused values. Islands get them as props (the page's
 * language); the English ones below are the default, so callers that pass none keep their wording.
 */
export type NumberFieldWords = {
  /** "1 year", "{n} years". */
  year: string;
  years: string;
  /** "{value} per month", "{value} per year", an age: "{value} old". */
  per: { month: string; year: string };
  age: string;
  /** Read after the label: "in rupees". */
  units: Readonly<Record<NumberFieldUnit, string>>;
  /** Shown after the box: "%", "yrs". */
  suffix: { percent: string; years: string; age: string };
  messages: {
    empty: string;
    notNumber: string;
    tooSmall: string;
    tooLarge: string;
    precisionWhole: string;
    precisionPlaces: string;
    commaRupees: string;
    commaDecimal: string;
  };
  /** "one decimal place", "{n} decimal places". */
  places: { one: string; many: string };
  /** How a whole value is asked for: "in whole rupees". */
  whole: { rupees: string; percent: string; years: string };
  /** A shared link's unused value: {name}, {raw}, {message}; then {note} and {nearest}. */
  ignored: string;
  ignoredNearest: string;
  /** A choice's unused value: {options}. */
  chooseOneOf: string;
};

/** The words of one field: what it holds as a sentence names it, and any messages of its own. */
export type FieldWords = { noun: string; messages?: Partial<NumberFieldMessages> };

/** The specs with each field's words in the page's language (its noun, and its own messages if any, replacing the spec's). */
export function withFieldWords<K extends string>(specs: NumberFieldSpecs<K>, words: Readonly<Record<K, FieldWords>>): NumberFieldSpecs<K> {
  const out = {} as Record<K, NumberFieldSpec>;
  for (const name of Object.keys(specs) as K[]) out[name] = { ...specs[name], noun: words[name].noun, messages: words[name].messages };
  return out;
}

/** Each field's words as its spec holds them (the English ones). */
export function fieldWordsOf<K extends string>(specs: NumberFieldSpecs<K>): Record<K, FieldWords> {
  const out = {} as Record<K, FieldWords>;
  for (const name of Object.keys(specs) as K[])
    out[name] = specs[name].messages ? { noun: specs[name].noun, messages: specs[name].messages } : { noun: specs[name].noun };
  return out;
}

export type NumberParseResult = { ok: true; value: number } | { ok: false; message: string };

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** "12", "12.5": a value without float noise such as 12.300000000000001 from a 0.1-step slider. */
export function formatDecimal(value: number, decimals = 2): string {
  const factor = 10 ** decimals;
  return String(Math.round(value * factor) / factor);
}

/** A value as a sentence says it, without the "per" part: "₹5,000", "12%", "10 years". */
export function plainValueText(spec: Pick<NumberFieldSpec, 'unit' | 'decimals'>, value: number, words: NumberFieldWords): string {
  switch (spec.unit) {
    case 'rupees':
      return formatInr(value, { paise: spec.decimals > 0 && !Number.isInteger(value) });
    case 'percent':
      return `${formatDecimal(value, spec.decimals)}%`;
    case 'years':
    case 'age':
      return value === 1 ? words.year : fillTemplate(words.years, { n: formatDecimal(value, spec.decimals) });
  }
}

/** How a slider's value is read aloud (aria-valuetext) and written in sentences: "₹5,000 per month". */
export function valueText(spec: NumberFieldSpec, value: number, words: NumberFieldWords): string {
  const plain = plainValueText(spec, value, words);
  if (spec.unit === 'age') return fillTemplate(words.age, { value: plain });
  return spec.per ? fillTemplate(words.per[spec.per], { value: plain }) : plain;
}

/** What the text box shows for a value the slider or a link set: "5,000", "12.5", "10". */
export function fieldText(spec: Pick<NumberFieldSpec, 'unit' | 'decimals'>, value: number): string {
  return spec.unit === 'rupees' ? grouped.format(Number(formatDecimal(value, spec.decimals))) : formatDecimal(value, spec.decimals);
}

/** Words read after the label so a screen reader knows what the box counts in: "in rupees". */
export function unitWords(unit: NumberFieldUnit, words: NumberFieldWords): string {
  return words.units[unit];
}

function defaultMessages(spec: NumberFieldSpec, words: NumberFieldWords): NumberFieldMessages {
  const m = words.messages;
  const places = spec.decimals === 1 ? words.places.one : fillTemplate(words.places.many, { n: spec.decimals });
  const whole = spec.unit === 'rupees' ? words.whole.rupees : spec.unit === 'percent' ? words.whole.percent : words.whole.years;
  const fill = (template: string) =>
    fillTemplate(template, {
      noun: spec.noun,
      Noun: sentence(spec.noun),
      example: spec.example,
      min: plainValueText(spec, spec.min, words),
      max: plainValueText(spec, spec.max, words),
      places,
      whole,
    });
  return {
    empty: fill(m.empty),
    notNumber: fill(m.notNumber),
    tooSmall: fill(m.tooSmall),
    tooLarge: fill(m.tooLarge),
    precision: fill(spec.decimals === 0 ? m.precisionWhole : m.precisionPlaces),
    comma: fill(spec.unit === 'rupees' ? m.commaRupees : m.commaDecimal),
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
 * "Rs 5000", "1,00,000", "12.5%", " 10 ", and in the digits of any Indian script: "१,००,०००"), strict
 * about what they mean: a value outside the range or finer than the field allows is refused with a
 * message saying what to enter instead.
 */
export function parseNumberField(spec: NumberFieldSpec, raw: string, words: NumberFieldWords): NumberParseResult {
  const fail = (reason: keyof NumberFieldMessages): NumberParseResult => ({
    ok: false,
    message: spec.messages?.[reason] ?? defaultMessages(spec, words)[reason],
  });
  const bare = latinDigits(raw)
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
export function readQueryFields<K extends string>(
  specs: NumberFieldSpecs<K>,
  search: string,
  words: NumberFieldWords,
): QueryFieldValues<K> {
  const params = new URLSearchParams(search);
  const values: Partial<Record<K, number>> = {};
  const ignored: IgnoredQueryValue[] = [];
  for (const name of Object.keys(specs) as K[]) {
    const raw = params.get(name);
    if (raw === null) continue;
    const spec = specs[name];
    const parsed = parseNumberField(spec, raw, words);
    if (parsed.ok) {
      values[name] = parsed.value;
      continue;
    }
    // A well-formed number beyond the range (an old link, a hand-edited one) shows the nearest allowed value.
    const unbounded = spec.linkClamp ? parseNumberField({ ...spec, min: -Infinity, max: Infinity }, raw, words) : null;
    if (unbounded?.ok) {
      const nearest = Math.min(spec.max, Math.max(spec.min, unbounded.value));
      values[name] = nearest;
      ignored.push({ name, raw, message: parsed.message, nearest: plainValueText(spec, nearest, words) });
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

/** The same note, in the words of the page's language. */
export function ignoredValueNoteIn(ignored: IgnoredQueryValue, words: NumberFieldWords): string {
  const note = fillTemplate(words.ignored, { name: ignored.name, raw: ignored.raw, message: ignored.message });
  return ignored.nearest ? fillTemplate(words.ignoredNearest, { note, nearest: ignored.nearest }) : note;
}
