// What an edition of the site is, and the helpers every edition gets from its entry alone: built over
// any table, so a test can prove a third language needs nothing but its entry (editions.test.ts).
import { hasPrefix, twinPathBetween, withPrefix, withoutPrefix, type EditionPrefix } from './paths';

/** One language of the site: everything code needs to know about it, as data. */
export type LocaleEntry = {
  /** The first segment of its addresses: '' for the default edition, which keeps the spec's unprefixed ones. */
  prefix: EditionPrefix;
  /** The `lang` of its pages' <html>, and the hreflang of links to it. */
  htmlLang: string;
  /** Open Graph's locale tag (an underscore, not a hyphen). */
  ogLocale: string;
  /** Its name in English, as the checks' messages and the docs call it. */
  name: string;
  /** Its name in its own script, as the language switch offers it. */
  nativeName: string;
  /**
   * The Intl locale of its numbers and dates (Indian grouping; digits stay Latin everywhere). How it
   * writes a regulatory date is lib/format.ts's (islands read it; this table is for the server).
   */
  intlLocale: string;
  /** What ends a sentence, and how a check names it. */
  sentenceEnd: string;
  sentenceEndName: string;
  /** Endings a plural or oblique form adds to a noun, so a glossary term is found inflected ("units", "स्कीमें"). */
  pluralEndings: readonly string[];
  /**
   * Words the language glues to a noun, after any ending and up to three in a row ("फंडांमध्ये",
   * "वारसांसाठीचे", "फंडातही"): a glossary term is found with them. Empty where they stand apart.
   */
  gluedPostpositions: readonly string[];
  /** The Intl.Collator locale that orders its glossary A to Z. */
  collation: string;
  /** The rules the text checks apply to its words. */
  textRules: {
    /** Its letters and signs, as a RegExp character class body; null for the Latin alphabet. */
    script: string | null;
    /** Whether a sentence written in that script may close with a Latin full stop (Hindi takes the danda only). */
    latinFullStopAfterScript: boolean;
    /** Whether content/<code>/glossary.ts holds spellings and jargon the checks hold its pages to. */
    glossary: boolean;
  };
};

/** The path helpers of a table of editions, one of which is the default at the root. */
export function editionsOf<L extends string, T extends Readonly<Record<L, Pick<LocaleEntry, 'prefix'>>>>(table: T, defaultLocale: L) {
  /** Any edition's first segment, so a localised path keeps its type ("/hi/about/", not any string). */
  type Prefix = T[L]['prefix'];
  const locales = Object.keys(table) as L[];
  const others = locales.filter((locale) => locale !== defaultLocale);
  const prefixOf = (locale: L): EditionPrefix => table[locale].prefix;

  /** Which edition a site path belongs to. */
  const localeOfPath = (path: string): L => others.find((locale) => hasPrefix(path, prefixOf(locale))) ?? defaultLocale;

  /** Every edition but this one, in the table's order. */
  const otherLocales = (locale: L): L[] => locales.filter((other) => other !== locale);

  return {
    locales,
    localeOfPath,
    otherLocales,
    /** A site path in the given language: "/about/" stays as it is in the default edition and is "/hi/about/" in Hindi. */
    localisePath: <P extends `/${string}`>(path: P, locale: L): `${Prefix}${P}` => `${prefixOf(locale)}${path}` as `${Prefix}${P}`,
    /** The default edition's path behind any edition's address: "/hi/tools/sip/" -> "/tools/sip/". */
    unlocalisedPath: (path: string): `/${string}` => withoutPrefix(path, prefixOf(localeOfPath(path))),
    /** The same page in another edition (by default the first other one): what the language switch links to. */
    twinPath: (path: string, target?: L): `/${string}` => {
      const from = localeOfPath(path);
      const to = target ?? otherLocales(from)[0] ?? from;
      return twinPathBetween(path, prefixOf(from), prefixOf(to));
    },
  };
}

/** hreflang alternates of a page (its default-edition path): each edition's address, and x-default, the default edition. */
export function hreflangAlternates<L extends string>(
  table: Readonly<Record<L, Pick<LocaleEntry, 'prefix' | 'htmlLang'>>>,
  defaultLocale: L,
  path: `/${string}`,
  absolute: (path: `/${string}`) => string,
): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of Object.keys(table) as L[]) alternates[table[locale].htmlLang] = absolute(withPrefix(path, table[locale].prefix));
  alternates['x-default'] = absolute(withPrefix(path, table[defaultLocale].prefix));
  return alternates;
}

/** An edition the language switch offers: its code and prefix, its name in its own script and its lang. */
export type SwitchTarget<L extends string = string> = { locale: L; prefix: EditionPrefix; label: string; lang: string };

/** A link of the language switch: the edition, and its invitation to read the page in it, in its own words. */
export type LanguageSwitchLink<L extends string = string> = SwitchTarget<L> & { description: string };

/** The language switch's list on a page of `locale`: every other edition, in the table's order. */
export function switchTargets<L extends string>(
  table: Readonly<Record<L, Pick<LocaleEntry, 'prefix' | 'htmlLang' | 'nativeName'>>>,
  locale: L,
): SwitchTarget<L>[] {
  return (Object.keys(table) as L[])
    .filter((other) => other !== locale)
    .map((other) => ({ locale: other, prefix: table[other].prefix, label: table[other].nativeName, lang: table[other].htmlLang }));
}
