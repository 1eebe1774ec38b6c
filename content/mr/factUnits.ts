import type { FactUnitWords } from '../factUnits';

// Marathi writes the unit after a Latin-digit number ("3 महिने", "1 वर्ष"), singular for one.
export const factUnitWords: FactUnitWords = {
  months: { one: 'महिना', other: 'महिने' },
  years: { one: 'वर्ष', other: 'वर्षे' },
  days: { one: 'दिवस', other: 'दिवस' },
  'working-days': { one: 'कामकाजाचा दिवस', other: 'कामकाजाचे दिवस' },
};
