// Whether a phone number typed into the contact form is one the firm can call back. The rules of
// every country's numbering plan (lengths, leading digits, trunk and international prefixes) change
// every year, so they come from libphonenumber-js, which ships Google's libphonenumber metadata,
// rather than from a hand-written regular expression. The "min" metadata (about 20 KB gzipped)
// validates lengths and leading digits for every country; the island loads this module only when
// the visitor starts on the form, so no other page and no first paint pays for it.
import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/min';

/** Numbers written without a country code are read as Indian: "022 2266 1234", "98765 43210". */
export const HOME_COUNTRY = 'IN';

export const PHONE_MESSAGES = {
  characters: 'Use only digits, spaces and hyphens, with + or 00 before a country code, like +971 50 123 4567.',
  tooShort: 'This number is too short. An Indian mobile has 10 digits (98765 43210); a landline needs its STD code (022 2266 1234).',
  tooLong: 'This number has too many digits: check for an extra one.',
  wrongLength: 'Check the number of digits: an Indian mobile has 10 (98765 43210), a landline its STD code and number (022 2266 1234).',
  country: 'Check the country code: start a number from outside India with + or 00 and its code, like +971 50 123 4567.',
  invalid: 'This is not a number we can call. Check the digits; for a number outside India, start with + or 00 and the country code.',
} as const;

// What people type around the digits: spaces, hyphens, dots, brackets. Anything else (letters, "/")
// is a typing slip the library would silently drop, so it is refused with its own message.
const ALLOWED_CHARACTERS = /^\s*\+?[\d\s\-.()]+$/;

/** Why a phone number cannot be called back, or undefined when it can. `value` is non-empty. */
export function phoneProblem(value: string): string | undefined {
  if (!ALLOWED_CHARACTERS.test(value)) return PHONE_MESSAGES.characters;
  const parsed = parsePhoneNumberFromString(value, HOME_COUNTRY);
  if (parsed?.isValid()) return undefined;
  switch (validatePhoneNumberLength(value, HOME_COUNTRY)) {
    case 'TOO_SHORT':
      return PHONE_MESSAGES.tooShort;
    case 'TOO_LONG':
      return PHONE_MESSAGES.tooLong;
    case 'INVALID_LENGTH':
      return PHONE_MESSAGES.wrongLength;
    case 'INVALID_COUNTRY':
      return PHONE_MESSAGES.country;
    default:
      return PHONE_MESSAGES.invalid;
  }
}

/** The number in E.164 ("+971501234567"), for a tel: link in the firm's copy; undefined when invalid. */
export function phoneE164(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(value, HOME_COUNTRY);
  return parsed?.isValid() ? parsed.number : undefined;
}
