// Digits as the visitor's keyboard writes them. A Hindi keyboard types १०००, a Tamil one ௧௦௦௦: the
// same number as 1000, and a number field or the phone field must read it so (issue 34). Each script's
// ten digits come from the browser's own Intl.NumberFormat (one numbering system per script), not from
// a table typed here; a browser that does not know a system formats Latin digits, and that system is
// simply left out. Everything the site writes (a field tidied on blur, a shared link) stays in Latin digits.

/**
 * The numbering systems (CLDR/ECMA-402 ids) of the scripts India's languages are written in: the
 * scripts of the Eighth Schedule's languages (Devanagari, Bengali-Assamese, Gurmukhi, Gujarati, Odia,
 * Tamil, Telugu, Kannada, Malayalam, Ol Chiki for Santali, Meetei Mayek for Manipuri, and the extended
 * Arabic-Indic digits of Urdu, Kashmiri and Sindhi), then regional scripts with digits of their own.
 */
export const INDIAN_NUMBERING_SYSTEMS = [
  'deva',
  'beng',
  'guru',
  'gujr',
  'orya',
  'tamldec',
  'telu',
  'knda',
  'mlym',
  'olck',
  'mtei',
  'arabext',
  'limb',
  'lepc',
  'tirh',
  'modi',
  'takr',
  'shrd',
  'sora',
  'wcho',
  'gonm',
  'gong',
  'ahom',
] as const;

export type IndianNumberingSystem = (typeof INDIAN_NUMBERING_SYSTEMS)[number];

/** The ten digits of a numbering system, 0 to 9, as this browser's Intl writes them; null when it does not know the system. */
export function digitsOf(system: string): string[] | null {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat('en', { numberingSystem: system, useGrouping: false });
  } catch {
    return null;
  }
  if (format.resolvedOptions().numberingSystem !== system) return null;
  const digits = Array.from({ length: 10 }, (_, digit) => format.format(digit));
  return digits.every((glyph, digit) => glyph !== String(digit)) ? digits : null;
}

let latinOf: Map<string, string> | null = null;

/** Each known script digit and its Latin twin, built on first use (a field's first keystroke). */
function digitMap(): Map<string, string> {
  if (latinOf) return latinOf;
  latinOf = new Map();
  for (const system of INDIAN_NUMBERING_SYSTEMS) digitsOf(system)?.forEach((glyph, digit) => latinOf?.set(glyph, String(digit)));
  return latinOf;
}

/** The text with every digit of an Indian script written as its Latin digit; anything else unchanged. */
export function latinDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (glyph) => digitMap().get(glyph) ?? glyph);
}
