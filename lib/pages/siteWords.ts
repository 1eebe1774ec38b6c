import { site, type RegulatoryLines, type SiteText } from '@/content/site';
import { formatInsuranceRegistration } from '../format';
import { registrationNumberName } from '../data/legalEntity';
import type { Locale } from '../i18n/locale';
import { wordsFor } from '../i18n/words';
import { regulatoryLinesWith } from '../compliance/regulatory';

// The firm's details in the page's language: its words (content/<locale>/site.ts) round the facts of
// content/site.ts.

/**
 * The firm's legal entity in one line, in the page's language (footer, disclosure): its registered name,
 * its kind and, for a company or an LLP, its CIN or LLPIN. Names and numbers are never translated.
 */
export function legalEntityLineFor(locale: Locale): string {
  const { name, kind, registrationNumber } = site.legalEntity;
  const numberName = registrationNumberName(kind);
  const number = numberName && registrationNumber ? [`${numberName} ${registrationNumber}`] : [];
  return [name, wordsFor(locale).site.legalEntityKinds[kind], ...number].join(' · ');
}

/** The firm's IRDAI registration in one line, in the page's language (footer, disclosure, tools). */
export function insuranceRegistrationFor(locale: Locale): string {
  return insuranceRegistrationIn(wordsFor(locale).site, locale);
}

/** The same line from one language's words, for code that has them already. */
export function insuranceRegistrationIn(text: SiteText, locale: Locale): string {
  return formatInsuranceRegistration(site.insurance, { locale, words: text.insuranceRegistration });
}

/** The firm's details a visitor reads, in the page's language. */
export function siteTextFor(locale: Locale): SiteText {
  return wordsFor(locale).site;
}

/** The lines that stand in English word for word, with the page's language's rendering beside each. */
export function regulatoryLines(locale: Locale): RegulatoryLines {
  return regulatoryLinesWith(wordsFor(locale).regulatory);
}
