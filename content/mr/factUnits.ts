import type { FactUnitWords } from '../factUnits';

// Marathi writes the unit after a Latin-digit number ("3 महिने", "1 वर्ष"), singular for one.
export const factUnitWords: FactUnitWords = {
  months: { one: 'महिना', other: 'महिने' },
  years: { one: 'वर्ष', other: 'वर्षे' },
  days: { one: 'दिवस', other: 'दिवस' },
  'working-days': { one: 'कामकाजाचा दिवस', other: 'कामकाजाचे दिवस' },
};

/**
 * The Marathi month names a date is written with ("27 नोव्हेंबर 2026": day, month, year, Latin digits).
 * FactUnitWords has no place for them yet: the code that formats a fact's date reads Intl's month names,
 * and the locale table that lands later must take these instead for Marathi.
 */
export const marathiMonths = [
  'जानेवारी',
  'फेब्रुवारी',
  'मार्च',
  'एप्रिल',
  'मे',
  'जून',
  'जुलै',
  'ऑगस्ट',
  'सप्टेंबर',
  'ऑक्टोबर',
  'नोव्हेंबर',
  'डिसेंबर',
] as const;

/** The Indian-grouping words a large amount is written with ("₹1.5 लाख", "₹2 कोटी"). */
export const marathiAmountWords = { lakh: 'लाख', crore: 'कोटी' } as const;
