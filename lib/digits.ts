// Digits as the visitor's keyboard writes them. A Hindi keyboard types १०००, a Tamil one ௧௦௦௦: the
// same number as 1000, and a number field or the phone field must read it so. Each script's
// ten digits come from the browser's own Intl.NumberFormat (one numbering system per script), not from
// a table typed here; a browser that does not know a system formats Latin digits, and that system is
// simply left out. Everything the site writes (a field tidied on blur, a shared link) stays in Latin digits.

/**
 * The numbering systems (CLDR/ECMA-402 ids) of the scripts India's languages are written in: the
 * scripts of the Eighth Schedule's languages (Devanagari, Bengali-Assamese, Gurmukhi, Gujarati, Odia,
 * Tamil, Telugu, Kannada, Malayalam, Ol Chiki for Santali, Meetei Mayek for Manipuri, and the extended
 * Arabic-Indic digits of Urdu, Kashmiri and Sindhi), then regional scripts with digits of their own.
 * One string, as it ships in every island that reads a number.
 */
export const INDIAN_NUMBERING_SYSTEMS =
  'deva beng guru gujr orya tamldec telu knda mlym olck mtei arabext limb lepc tirh modi takr shrd sora wcho gonm gong ahom';

let latinOf: Map<string, string> | undefined;

/**
 * The text with every digit of an Indian script written as its Latin digit; anything else unchanged.
 * The table is built on first use (a field's first keystroke): each system's digits 0 to 9 as Intl
 * writes them. A system the browser does not know formats Latin digits, which map to themselves.
 */
export function latinDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (glyph) => {
    if (!latinOf) {
      latinOf = new Map();
      for (const numberingSystem of INDIAN_NUMBERING_SYSTEMS.split(' ')) {
        const format = new Intl.NumberFormat('en', { numberingSystem });
        for (let digit = 0; digit < 10; digit++) latinOf.set(format.format(digit), String(digit));
      }
    }
    return latinOf.get(glyph) ?? glyph;
  });
}
