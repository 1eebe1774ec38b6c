// The site's languages, one entry each. The default (English) keeps the unprefixed addresses every
// existing link, bookmark and search result knows; every other edition mirrors them under its prefix,
// with the same segments after it. A new language is one entry here plus its content folders
// (docs/dev/content-and-languages.md): routes, hreflang, sitemap, the language switch, the library and
// the checks all read this table.
import { editionsOf, type LocaleEntry } from './editions';

export type { LocaleEntry } from './editions';
export { LEGACY_SERVICE_SLUGS } from './paths';

export const LOCALE_TABLE = {
  en: {
    prefix: '',
    htmlLang: 'en-IN',
    scriptCode: 'Latn',
    ogLocale: 'en_IN',
    name: 'English',
    nativeName: 'English',
    intlLocale: 'en-IN',
    sentenceEnd: '.',
    sentenceEndName: 'a full stop',
    pluralEndings: ['es', 's'],
    gluedPostpositions: [],
    collation: 'en',
    textRules: { script: null, latinFullStopAfterScript: true, glossary: false },
  },
  hi: {
    prefix: '/hi',
    htmlLang: 'hi-IN',
    scriptCode: 'Deva',
    ogLocale: 'hi_IN',
    name: 'Hindi',
    nativeName: 'हिन्दी',
    intlLocale: 'hi-IN',
    sentenceEnd: '।',
    sentenceEndName: 'the danda ।',
    pluralEndings: ['ियों', 'ियाँ', 'ओं', 'एँ', 'ों', 'ें'],
    gluedPostpositions: [],
    collation: 'hi',
    textRules: { script: '\\u0900-\\u0963\\u0966-\\u097F', latinFullStopAfterScript: false, glossary: true },
  },
  mr: {
    prefix: '/mr',
    htmlLang: 'mr-IN',
    scriptCode: 'Deva',
    ogLocale: 'mr_IN',
    name: 'Marathi',
    nativeName: 'मराठी',
    intlLocale: 'mr-IN-u-nu-latn',
    sentenceEnd: '.',
    sentenceEndName: 'a full stop',
    // The plural and oblique endings a noun takes before a postposition: युनिट्स, फंडां-, फंडा-, वेळे-.
    pluralEndings: ['्स', 'ां', 'ा', 'े'],
    // Case endings and postpositions Marathi writes joined to the noun, and the clitic ही. Not the
    // emphatic च: too many words end in the letter (खर्च, स्विच, पंच) for it to be told apart.
    gluedPostpositions: [
      'च्या',
      'ची',
      'चा',
      'चे',
      'ंच्या',
      'ंची',
      'ंचा',
      'ंचे',
      'ंना',
      'ना',
      'ला',
      'तील',
      // Spoken Marathi's तील, as readers type it (फंडातला, बँकेतली).
      'तला',
      'तली',
      'तले',
      'तून',
      'त',
      'मध्ये',
      'मधील',
      'मधून',
      'वरील',
      'वर',
      'ने',
      'नी',
      'साठी',
      'कडून',
      'कडे',
      'पासून',
      'पर्यंत',
      'पेक्षा',
      'शी',
      'मुळे',
      'शिवाय',
      'सारखा',
      'सारखी',
      'सारखे',
      'प्रमाणे',
      'विषयी',
      'बद्दल',
      'बाबत',
      'नुसार',
      'नंतर',
      'पूर्वी',
      'ही',
    ],
    collation: 'mr',
    textRules: { script: '\\u0900-\\u0963\\u0966-\\u097F', latinFullStopAfterScript: true, glossary: true },
  },
} as const satisfies Record<string, LocaleEntry>;

export type Locale = keyof typeof LOCALE_TABLE;

/** The edition at the root, and the x-default of every page's alternates. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** Every language with a prefix: each is one segment of app/[lang]/, whose name is its code. */
export type PrefixedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

/** Values for each language: a record missing one fails the type check, never falls back silently. */
export type ByLocale<T> = Record<Locale, T>;

/** Every value of the table by language, e.g. `byLocale((entry) => entry.htmlLang)`. */
export function byLocale<T>(pick: (entry: LocaleEntry, locale: Locale) => T): ByLocale<T> {
  const entries = Object.entries(LOCALE_TABLE) as [Locale, LocaleEntry][];
  return Object.fromEntries(entries.map(([locale, entry]) => [locale, pick(entry, locale)])) as ByLocale<T>;
}

/** The `lang` of each edition's <html>, and the hreflang of links to it. */
export const HTML_LANG: ByLocale<string> = byLocale((entry) => entry.htmlLang);

/** The writing system of each edition, for <html data-script> (app/globals.css styles by script). */
export const SCRIPT_CODE: ByLocale<LocaleEntry['scriptCode']> = byLocale((entry) => entry.scriptCode);

/** Open Graph's locale tag (an underscore, not a hyphen). */
export const OG_LOCALE: ByLocale<string> = byLocale((entry) => entry.ogLocale);

const editions = editionsOf<Locale, typeof LOCALE_TABLE>(LOCALE_TABLE, DEFAULT_LOCALE);

/** The first segment of any edition's addresses ('' or '/hi'), for typing localised paths. */
export type LocalePrefix = (typeof LOCALE_TABLE)[Locale]['prefix'];

/** Every language, the default first (a tuple, so schemas can enumerate it). */
export const LOCALES = editions.locales as [Locale, ...Locale[]];

/** The editions under a prefix: every language but the default, each one dynamic segment of app/[lang]/. */
export const PREFIXED_LOCALES = editions
  .otherLocales(DEFAULT_LOCALE)
  .filter((locale): locale is PrefixedLocale => locale !== DEFAULT_LOCALE);

export const { localisePath, localeOfPath, unlocalisedPath, twinPath } = editions;

/** The props Next hands a route under app/[lang]/: the edition's segment, its code ("hi"). */
export type EditionRouteProps = { params: Promise<{ lang: string }> };

/** app/[lang]/'s static params: one per prefixed edition (its prefix is "/" + its code: locale.test.ts). */
export function editionParams(): { lang: string }[] {
  return PREFIXED_LOCALES.map((lang) => ({ lang }));
}

/** The language of a route under app/[lang]/; only generated segments exist (dynamicParams = false). */
export async function editionLocale(params: EditionRouteProps['params']): Promise<PrefixedLocale> {
  const { lang } = await params;
  const locale = PREFIXED_LOCALES.find((l) => l === lang);
  if (!locale) throw new Error(`No edition "${lang}" in lib/i18n/locale.ts`);
  return locale;
}
