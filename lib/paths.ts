/** "/about" and "/about/" name the same page; compare them as one. */
export function samePath(a: string, b: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(a) === trim(b);
}

/** True when `pathname` is `section` or a page below it ("/services/tax-guidance/" is in "/services/"). */
export function inSection(pathname: string, section: string): boolean {
  if (section === '/') return samePath(pathname, '/');
  const base = section.endsWith('/') ? section : `${section}/`;
  return samePath(pathname, section) || pathname.startsWith(base);
}

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/**
 * A site path as the browser must request it when the site lives under a sub-path: every link
 * (SiteLink), image and meta refresh goes through this.
 */
export function withBasePath(path: `/${string}`): string {
  return `${basePath}${path}`;
}

/**
 * The route a followed link can open in the page (what the App Router's push() takes: no base path),
 * or null when the browser should follow it itself: another origin, a file rather than a page (every
 * page's address ends in "/"), an address outside the base path, or the page already open. That last
 * one is an anchor on it, or the same page with another query (a calculator's worked example), which
 * the page's islands read when it loads.
 */
export function clientRoute(target: URL, here: URL, base: string = basePath): string | null {
  if (target.origin !== here.origin || !target.pathname.endsWith('/') || target.pathname === here.pathname) return null;
  if (base && target.pathname !== `${base}/` && !target.pathname.startsWith(`${base}/`)) return null;
  return `${target.pathname.slice(base.length)}${target.search}${target.hash}`;
}
