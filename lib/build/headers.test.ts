import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { thirdParties } from '@/content/thirdParties';
import { headersFor, matchesPattern, parseHeadersFile } from './headers';

describe('parseHeadersFile', () => {
  test('reads path rules with indented headers, skipping comments and blank lines', () => {
    const rules = parseHeadersFile('# comment\n/*\n  X-A: 1\n  X-B: a: b\n\n/static/*\r\n  ! X-A\n  Cache-Control: immutable\n');
    expect(rules).toEqual([
      {
        pattern: '/*',
        headers: [
          ['X-A', '1'],
          ['X-B', 'a: b'],
        ],
      },
      {
        pattern: '/static/*',
        headers: [
          ['X-A', null],
          ['Cache-Control', 'immutable'],
        ],
      },
    ]);
  });

  test('refuses a header before any path and a line without a name', () => {
    expect(() => parseHeadersFile('  X-A: 1')).toThrow(/before any path/);
    expect(() => parseHeadersFile('/*\n  no colon')).toThrow(/Name: value/);
  });
});

describe('matchesPattern: "*" matches anything, other characters match themselves', () => {
  test.each([
    ['/*', '/', true],
    ['/_next/static/*', '/_next/static/chunks/a.js', true],
    ['/_next/static/*', '/about/', false],
    ['/a.b', '/axb', false],
    ['/about/', '/about/', true],
  ])('%s against %s: %s', (pattern, path, matches) => {
    expect(matchesPattern(pattern, path)).toBe(matches);
  });
});

describe('headersFor', () => {
  const rules = parseHeadersFile('/*\n  X-A: 1\n  X-B: keep\n/static/*\n  X-A: 2\n  ! X-B\n');
  test('applies every matching rule, joining repeated names as CDNs do, and "!" removes', () => {
    expect(headersFor(rules, '/about/')).toEqual([
      ['X-A', '1'],
      ['X-B', 'keep'],
    ]);
    expect(headersFor(rules, '/static/a.js')).toEqual([['X-A', '1, 2']]);
  });
});

describe('public/_headers', () => {
  const rules = parseHeadersFile(readFileSync(join(process.cwd(), 'public/_headers'), 'utf8'));
  const page = new Map(headersFor(rules, '/about/').map(([name, value]) => [name.toLowerCase(), value]));

  test('sets the security headers on every page', () => {
    expect(page.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(page.get('x-content-type-options')).toBe('nosniff');
    expect(page.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.get('content-security-policy')).not.toContain('script-src');
  });

  test('caches hashed build files for a year, immutable, and pages not at all', () => {
    expect(new Map(headersFor(rules, '/_next/static/chunks/a.js')).get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(page.has('cache-control')).toBe(false);
  });

  test('sets each header name in one rule only, so no CDN joins two values', () => {
    // A rule that first drops the site-wide value ("! Name") replaces it rather than joining it.
    const replaced = (r: (typeof rules)[number], name: string) => r.headers.some(([n, v]) => v === null && n === name);
    const names = rules.flatMap((r) =>
      r.headers
        .filter(([name, value]) => value !== null && !replaced(r, name))
        .map(([name]) => `${r.pattern === '/*' ? '*' : 'path'}:${name.toLowerCase()}`),
    );
    const globalNames = names.filter((n) => n.startsWith('*:')).map((n) => n.slice(2));
    const pathNames = names.filter((n) => n.startsWith('path:')).map((n) => n.slice(5));
    expect(pathNames.filter((n) => globalNames.includes(n))).toEqual([]);
    expect(new Set(globalNames).size).toBe(globalNames.length);
  });

  test('gives the editor (/admin/) noindex and a popup-friendly opener policy, replacing the site-wide one', () => {
    const editor = new Map(headersFor(rules, '/admin/').map(([name, value]) => [name.toLowerCase(), value]));
    expect(editor.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(editor.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(page.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.has('x-robots-tag')).toBe(false);
  });

  test("delegates each embed's features to its frames and nothing else to anyone", () => {
    const policy = page.get('permissions-policy') ?? '';
    const allowed = new Map(policy.split(/,\s*/).map((entry) => entry.split('=') as [string, string]));
    for (const party of thirdParties) {
      const features: readonly string[] = 'delegatedFeatures' in party ? party.delegatedFeatures : [];
      for (const feature of features) {
        for (const origin of party.sources['frame-src'] ?? []) expect(allowed.get(feature)).toContain(`"${origin}"`);
      }
    }
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(allowed.get(feature)).toBe('()');
  });
});
