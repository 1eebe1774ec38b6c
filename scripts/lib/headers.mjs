// Reads a Netlify / Cloudflare Pages `_headers` file, so the local server sends exactly the headers
// a CDN would. Format: a path pattern on its own line, then indented "Name: value" lines.

/** @returns {{ pattern: string, headers: [string, string][] }[]} */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (/^\s/.test(raw)) {
      if (!current) throw new Error(`_headers: header line before any path: "${raw.trim()}"`);
      const colon = raw.indexOf(':');
      if (colon < 0) throw new Error(`_headers: expected "Name: value", got "${raw.trim()}"`);
      current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
    } else {
      current = { pattern: raw.trim(), headers: [] };
      rules.push(current);
    }
  }
  return rules;
}

/** "/_next/static/*" matches every path below it; a pattern without "*" matches only itself. */
export function matchesPattern(pattern, pathname) {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return regex.test(pathname);
}

/** Headers for one path: every matching rule applies, later rules win for the same name. */
export function headersFor(rules, pathname) {
  const out = new Map();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) out.set(name.toLowerCase(), [name, value]);
  }
  return [...out.values()];
}
