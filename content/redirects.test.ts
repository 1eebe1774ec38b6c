import { readFileSync } from 'node:fs';
import { legacyServicePaths } from '@/content/services';

// public/_redirects is what Cloudflare and Netlify answer with a real 301; it must name every old
// address content/services.ts knows, with and without its trailing slash, and nothing else.
test('public/_redirects sends each old service address to its new page with a 301', () => {
  const rules = readFileSync('public/_redirects', 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/));
  const expected = Object.entries(legacyServicePaths).flatMap(([old, slug]) => [
    [`/services/${old}/`, `/services/${slug}/`, '301'],
    [`/services/${old}`, `/services/${slug}/`, '301'],
  ]);
  expect(rules).toEqual(expected);
});
