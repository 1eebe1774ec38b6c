// Whether a phone number typed into the contact form is one the firm can call back. The rules of
// every country's numbering plan (lengths, leading digits, trunk and international prefixes) change
// every year, so they come from libphonenumber-js, which ships Google's libphonenumber metadata,
// rather than from a hand-written regular expression. The "min" metadata (about 20 KB gzipped)
// validates lengths and leading digits for every country; the island loads this module only when
// the visitor starts on the form, so no other page and no first paint pays for it.
import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/min';
import { latinDigits } from './digits';

/** Numbers written without a country code are read as Indian: "022 2266 1234", "98765 43210". */
const HOME_COUNTRY = 'IN';

/**
 * Why a number cannot be called back. The words for each, in both languages, are the contact page's
 * (content/contact.ts, `validation.phone`): this module runs in the browser, so it carries no wording.
 */
export type PhoneProblem = 'characters' | 'tooShort' | 'tooLong' | 'wrongLength' | 'country' | 'invalid';

// What people type around the digits: spaces, hyphens, dots, brackets. Anything else (letters, "/")
// is a typing slip the library would silently drop, so it is refused with its own message.
const ALLOWED_CHARACTERS = /^\s*\+?[\d\s\-.()]+$/;

/**
 * Why a phone number cannot be called back, or undefined when it can. `value` is non-empty, and may be
 * written in the digits of any Indian script (९८७६५ ४३२१०): they are read as the same digits.
 */
export function phoneProblem(typed: string): PhoneProblem | undefined {
  const value = latinDigits(typed);
  if (!ALLOWED_CHARACTERS.test(value)) return 'characters';
  const parsed = parsePhoneNumberFromString(value, HOME_COUNTRY);
  if (parsed?.isValid()) return undefined;
  switch (validatePhoneNumberLength(value, HOME_COUNTRY)) {
    case 'TOO_SHORT':
      return 'tooShort';
    case 'TOO_LONG':
      return 'tooLong';
    case 'INVALID_LENGTH':
      return 'wrongLength';
    case 'INVALID_COUNTRY':
      return 'country';
    default:
      return 'invalid';
  }
}

/** The number in E.164 ("+971501234567"), for a tel: link in the firm's copy; undefined when invalid. */
export function phoneE164(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(latinDigits(value), HOME_COUNTRY);
  return parsed?.isValid() ? parsed.number : undefined;
}
