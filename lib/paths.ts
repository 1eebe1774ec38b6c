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
 * A site path as the browser must request it when the site lives under a sub-path. next/link adds
 * the base path itself; plain URLs (images, a meta refresh) need this.
 */
export function withBasePath(path: `/${string}`): string {
  return `${basePath}${path}`;
}
