// The site's two languages. English keeps the unprefixed addresses every existing link, bookmark and
// search result knows; Hindi mirrors each of them under /hi/, with the same segments after it.

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** Values for each language: a record missing one fails the type check, never falls back silently. */
export type ByLocale<T> = Record<Locale, T>;

/** The `lang` of each edition's <html>, and the hreflang of links to it. */
export const HTML_LANG: ByLocale<string> = { en: 'en-IN', hi: 'hi-IN' };

/** Open Graph's locale tag (an underscore, not a hyphen). */
export const OG_LOCALE: ByLocale<string> = { en: 'en_IN', hi: 'hi_IN' };

/** The first segment of the Hindi edition's addresses. */
export const HINDI_PREFIX = '/hi';

/** A site path in the given language: "/about/" stays as it is in English and is "/hi/about/" in Hindi. */
export function localisePath<P extends `/${string}`>(path: P, locale: Locale): P | `/hi${P}` {
  return locale === 'hi' ? `/hi${path}` : path;
}

/** Which edition a site path (without the deploy sub-path) belongs to. */
export function localeOfPath(path: string): Locale {
  return path === HINDI_PREFIX || path.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The English path behind either edition's address: "/hi/tools/sip/" -> "/tools/sip/". */
export function unlocalisedPath(path: string): `/${string}` {
  if (localeOfPath(path) === 'en') return path as `/${string}`;
  const rest = path.slice(HINDI_PREFIX.length);
  return (rest.startsWith('/') ? rest : `/${rest}`) as `/${string}`;
}

/**
 * Where each edition's 404 page is rendered at build time (app/global-not-found.tsx, app/hi/page-not-found/):
 * its twin is the other edition's home page, since the address that was asked for exists in neither.
 */
const NOT_FOUND_PAGES: Record<string, `/${string}`> = { '/_not-found/': '/hi/', '/hi/page-not-found/': '/' };

/**
 * Old English service addresses (the original site's footer) and the slug of the service page each now
 * points to. They existed only in English, so they have no Hindi page (S6 of the Hindi review): their
 * language switch leads to the Hindi page of the service that replaced them.
 */
export const LEGACY_SERVICE_SLUGS = {
  'financial-planning': 'future-freedom-planning',
  'estate-planning': 'estate-guidance',
  'tax-planning': 'tax-guidance',
  // Moved in the compliance sign-off: the old slug put the phrase "child marriage" in the address bar.
  'child-marriage-guidance': 'childs-wedding',
} as const;

const LEGACY_SERVICE_PATH = /^\/services\/([^/]+)\/$/;

/** The same page in the other language: what the language switch links to. */
export function twinPath(path: string): `/${string}` {
  const slash = path.endsWith('/') ? path : `${path}/`;
  const notFoundTwin = NOT_FOUND_PAGES[slash];
  if (notFoundTwin) return notFoundTwin;
  const legacy = LEGACY_SERVICE_PATH.exec(slash)?.[1];
  if (legacy && legacy in LEGACY_SERVICE_SLUGS) return `/hi/services/${LEGACY_SERVICE_SLUGS[legacy as keyof typeof LEGACY_SERVICE_SLUGS]}/`;
  const english = unlocalisedPath(path);
  return localeOfPath(path) === 'hi' ? english : localisePath(english, 'hi');
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'hi' ? 'en' : 'hi';
}
