import type { InsuranceCategory, InsuranceRegistration, InsuranceRegistrationKind, PostalAddress } from '@/content/types';
import type { ByLocale, Locale } from './i18n/locale';
import { fillTemplate } from './template';

/** One-line postal address, as written on an Indian envelope. */
export function formatAddress(address: PostalAddress): string {
  return [address.line1, address.line2, address.locality, `${address.city} ${address.pincode}`, address.state, address.country]
    .filter(Boolean)
    .join(', ');
}

const longDate = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * How each language writes a date: null for the regulators' "29-Jan-2027", else the language's own long
 * date as Intl writes it. Kept here, not in the locale table (lib/i18n/locale.ts), because islands import
 * this module and the table holds every language's script, which an English page's JavaScript must not.
 */
const OWN_DATE: ByLocale<Intl.DateTimeFormat | null> = {
  en: null,
  hi: new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  mr: new Intl.DateTimeFormat('mr-IN-u-nu-latn', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/**
 * Day, month name and year with spaces only ("29 July 2027", "29 जानेवारी 2027"): Intl's Marathi puts a
 * comma before the year, which Maharashtra's official and newspaper dates do not.
 */
export function spacedDate(format: Intl.DateTimeFormat, date: Date): string {
  return format
    .formatToParts(date)
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');
}

/**
 * "2027-01-29" -> "29-Jan-2027", the form regulators and the spec use; on Hindi pages the date in
 * Hindi or Marathi as Intl writes it ("29 जनवरी 2027", "29 जानेवारी 2027"), Latin digits kept.
 */
export function formatRegulatoryDate(isoDate: string, locale: Locale = 'en'): string {
  const own = OWN_DATE[locale];
  if (own) return spacedDate(own, new Date(`${isoDate}T00:00:00Z`));
  const parts = longDate.formatToParts(new Date(`${isoDate}T00:00:00Z`));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}-${get('month')}-${get('year')}`;
}

/**
 * The words of an insurance registration line in one language: each kind and category of registration,
 * and the sentence round them with "{kind}", "{category}", "{number}" and "{validTill}" placeholders.
 * Each language's are in content/<locale>/site.ts, so this module, which islands import for its rupee
 * formats, carries no sentences.
 */
export type InsuranceRegistrationWords = {
  kinds: Record<InsuranceRegistrationKind, string>;
  categories: Record<InsuranceCategory, string>;
  line: string;
};

/**
 * "Corporate agent (Composite), IRDAI registration CA0000, valid till 31-Mar-2028": the line every
 * insurance mention carries; on a Hindi page, with that page's words and a Hindi date.
 */
export function formatInsuranceRegistration(
  registration: Pick<InsuranceRegistration, 'kind' | 'category' | 'number' | 'validTill'>,
  { locale, words }: { locale: Locale; words: InsuranceRegistrationWords },
): string {
  return fillTemplate(words.line, {
    kind: words.kinds[registration.kind],
    category: words.categories[registration.category],
    number: registration.number,
    validTill: formatRegulatoryDate(registration.validTill, locale),
  });
}

const inrPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const inrRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const upToTwoDecimals = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

function assertFinite(amount: number): void {
  // A NaN or Infinity reaching the page is a bug upstream: fail loudly in tests rather than print "₹NaN".
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format ${amount} as rupees`);
}

/**
 * Rupees grouped the Indian way: "₹1,23,456.78", or "₹1,23,457" with `paise: false`.
 * Negative zero prints as "₹0.00", not "-₹0.00".
 */
export function formatInr(amount: number, { paise = true }: { paise?: boolean } = {}): string {
  assertFinite(amount);
  return (paise ? inrPaise : inrRupees).format(amount === 0 ? 0 : amount);
}

const CRORE = 1e7;
const LAKH = 1e5;

/** Lakh and crore as each edition writes them: Hindi pages say लाख and करोड़, Marathi लाख and कोटी (digits stay Latin). */
const LARGE_UNITS: ByLocale<{ lakh: string; crore: string }> = {
  en: { lakh: 'lakh', crore: 'crore' },
  hi: { lakh: 'लाख', crore: 'करोड़' },
  mr: { lakh: 'लाख', crore: 'कोटी' },
};

/** Whole rupees, the calculators' figures: "₹4,92,285". */
export const formatRupees = (amount: number): string => formatInr(amount, { paise: false });

/**
 * Rupees in words the way Indians say large sums: "₹5.94 crore", "₹12.07 lakh"; below a lakh the
 * whole-rupee figure ("₹54,486"). The unit is chosen after rounding, so ₹99,99,999 reads "₹1 crore"
 * rather than "₹100 lakh".
 */
export function formatInrWords(amount: number, locale: Locale = 'en'): string {
  assertFinite(amount);
  const sign = amount < 0 ? '-' : '';
  const size = Math.abs(amount);
  const round2 = (x: number) => Math.round(x * 100) / 100;
  const units = LARGE_UNITS[locale];
  if (round2(size / CRORE) >= 1) return `${sign}₹${upToTwoDecimals.format(round2(size / CRORE))} ${units.crore}`;
  if (round2(size / LAKH) >= 1) return `${sign}₹${upToTwoDecimals.format(round2(size / LAKH))} ${units.lakh}`;
  return formatRupees(amount);
}

/** The copyright line's years: "2024-2026" from the firm's first year to the build year, or one year. */
export function copyrightYears(firstYear: number, buildYear: number): string {
  return buildYear > firstYear ? `${firstYear}–${buildYear}` : String(firstYear);
}
