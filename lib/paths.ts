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

/**
 * The route a followed link can open in the page (what the App Router's push() takes),
 * or null when the browser should follow it itself: another origin, a file rather than a page (every
 * page's address ends in "/"), or the page already open. That last
 * one is an anchor on it, or the same page with another query (a calculator's worked example), which
 * the page's islands read when it loads.
 */
export function clientRoute(target: URL, here: URL): string | null {
  if (target.origin !== here.origin || !target.pathname.endsWith('/') || target.pathname === here.pathname) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}
