// Site paths between editions, over the editions' prefixes alone. Islands import these and are handed
// the prefixes as props: the locale table carries each language's own script, which an English page's
// JavaScript must not hold (npm run check:budgets).

/** The first segment of an edition's addresses: '' for the default edition at the root, '/hi' for Hindi. */
export type EditionPrefix = '' | `/${string}`;

/** A site path in an edition: "/about/" under '/hi' is "/hi/about/". */
export function withPrefix(path: `/${string}`, prefix: EditionPrefix): `/${string}` {
  return `${prefix}${path}`;
}

/** Whether a site path lies in the edition with this (non-empty) prefix: "/hi/" and "/hi" do, "/history/" does not. */
export function hasPrefix(path: string, prefix: EditionPrefix): boolean {
  return prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`));
}

/** The default edition's path behind an edition's address: "/hi/tools/sip/" under '/hi' -> "/tools/sip/". */
export function withoutPrefix(path: string, prefix: EditionPrefix): `/${string}` {
  const rest = hasPrefix(path, prefix) ? path.slice(prefix.length) : path;
  return rest.startsWith('/') ? (rest as `/${string}`) : `/${rest}`;
}

/**
 * Old English service addresses (the original site's footer) and the slug of the service page each now
 * points to. They existed only in English, so no other edition has them: their language switch leads to
 * that edition's page of the service that replaced them.
 */
export const LEGACY_SERVICE_SLUGS = {
  'financial-planning': 'future-freedom-planning',
  'estate-planning': 'estate-guidance',
  'tax-planning': 'tax-guidance',
  // Moved in the compliance sign-off: the old slug put the phrase "child marriage" in the address bar.
  'child-marriage-guidance': 'childs-wedding',
} as const;

const LEGACY_SERVICE_PATH = /^\/services\/([^/]+)\/$/;

/**
 * Where each edition's 404 page is rendered at build time (app/global-not-found.tsx for the default
 * edition, app/[lang]/page-not-found/ for the others), without the prefix: the address that was asked for
 * exists in no edition, so its twin is the other edition's home page.
 */
const NOT_FOUND_PAGES: readonly string[] = ['/_not-found/', '/page-not-found/'];

/** The same page in another edition, from the edition at `from` to the one at `to`: what the language switch links to. */
export function twinPathBetween(path: string, from: EditionPrefix, to: EditionPrefix): `/${string}` {
  const rest = withoutPrefix(path.endsWith('/') ? path : `${path}/`, from);
  if (NOT_FOUND_PAGES.includes(rest)) return withPrefix('/', to);
  const legacy = from === '' ? LEGACY_SERVICE_PATH.exec(rest)?.[1] : undefined;
  if (legacy && legacy in LEGACY_SERVICE_SLUGS)
    return withPrefix(`/services/${LEGACY_SERVICE_SLUGS[legacy as keyof typeof LEGACY_SERVICE_SLUGS]}/`, to);
  return withPrefix(withoutPrefix(path, from), to);
}
