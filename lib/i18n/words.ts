import * as en from '@/content/en';
import * as hi from '@/content/hi';
import * as mr from '@/content/mr';
import type { Words } from '@/content/words';
import { LOCALE_TABLE, type Locale } from './locale';
import { switchTargets, type LanguageSwitchLink } from './editions';
import { loadRegister } from '../facts/load';
import { resolveFacts, resolveFactsDeep } from '../facts/register';

// The locale registry: each language points at its folder's index of words. A language is its folder
// under content/ plus one entry here (and its code in LOCALES, lib/i18n/locale.ts, which content may read
// without importing any words). Nothing under content/ imports this file, so no language's words
// can reach another's.
// Each language's index is a module of re-exports; spread into a plain object, it is what resolveFactsDeep walks.
const REGISTRY: Record<Locale, Words> = { en: { ...en }, hi: { ...hi }, mr: { ...mr } };

const resolved = new Map<Locale, Words>();

/**
 * Every word of one language, by page or part: `wordsFor(locale).login`. A fact quoted from the register
 * ({{fact:tax.ltcg-equity-rate}}, docs/dev/facts.md) is already its value in the language here, so no
 * page or island sees a reference.
 */
export function wordsFor(locale: Locale): Words {
  let words = resolved.get(locale);
  if (!words) {
    const raw = REGISTRY[locale];
    const register = loadRegister();
    words = resolveFactsDeep(raw, (text) => resolveFacts(text, register, locale, { units: raw.factUnits }));
    resolved.set(locale, words);
  }
  return words;
}

/** The language switch on a page of `locale`: every other edition, named in its own script and inviting in its own words. */
export function languageSwitchFor(locale: Locale): LanguageSwitchLink<Locale>[] {
  return switchTargets(LOCALE_TABLE, locale).map((target) => ({ ...target, description: wordsFor(target.locale).ui.languageSwitch.description }));
}
