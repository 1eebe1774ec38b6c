// Reads a Netlify / Cloudflare Pages `_headers` file, so the local server (scripts/serve.mjs) sends
// exactly the headers a CDN would. No server library on npm honours this file (serve-static,
// sirv and serve-handler take headers as code or their own JSON), so the reader stays ours.
// Format: a path pattern on its own line, then indented "Name: value" lines; an indented
// "! Name" removes a header an earlier matching rule set (Cloudflare's syntax).

export type HeaderRule = { pattern: string; headers: [name: string, value: string | null][] };

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (/^\s/.test(raw)) {
      const line = raw.trim();
      if (!current) throw new Error(`_headers: header line before any path: "${line}"`);
      if (line.startsWith('!')) {
        current.headers.push([line.slice(1).trim(), null]);
        continue;
      }
      const colon = line.indexOf(':');
      if (colon <= 0) throw new Error(`_headers: expected "Name: value", got "${line}"`);
      current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    } else {
      current = { pattern: raw.trim(), headers: [] };
      rules.push(current);
    }
  }
  return rules;
}

/** "/_next/static/*" matches every path below it; a pattern without "*" matches only itself. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return regex.test(pathname);
}

/**
 * Headers for one path. Every matching rule applies in file order; a name set by two matching
 * rules gets both values joined with ", ", as Cloudflare Pages and Netlify do (so keep each name
 * in one rule), and "! Name" drops what came before.
 */
export function headersFor(rules: HeaderRule[], pathname: string): [name: string, value: string][] {
  const out = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = out.get(key);
      if (value === null) out.delete(key);
      else out.set(key, [name, previous ? `${previous[1]}, ${value}` : value]);
    }
  }
  return [...out.values()];
}
