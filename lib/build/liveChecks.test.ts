import { readFileSync } from 'node:fs';
import { headersFor, parseHeadersFile } from './headers';
import { liveChecks, MAX_PENDING_MINUTES, notFoundMarker } from './liveChecks';
import { LOCALES } from '../i18n/locale';

// A host that answers every address with the same 200 page and no headers: every check that guards
// something must fail on it.
// (A plain object: Jest's jsdom environment has no fetch Response.)
const careless = async () =>
  ({ status: 200, headers: { get: () => null }, text: async () => '<html lang="en"><body>Hello</body></html>' }) as unknown as Response;

test('a host without headers, 404s or redirects fails those checks', async () => {
  const checks = await liveChecks('https://site.example/', careless, { endpoint: true });
  const failed = checks.filter((c) => !c.ok).map((c) => c.name);
  expect(failed).toEqual(
    expect.arrayContaining([
      '/ sends strict-transport-security',
      '/ sends content-security-policy',
      '/ sends x-content-type-options',
      '/hi/ answers 200 in hi',
      '/services/financial-planning/ answers 301',
      '/services gains its trailing slash',
      '/sitemap.xml lists the pages',
      '/robots.txt names the sitemap',
      '/api/contact answers a dry run',
    ]),
  );
  expect(failed.some((name) => name.startsWith('a missing page'))).toBe(true);
});

test('a host that cannot be reached fails, rather than throwing', async () => {
  const checks = await liveChecks('https://site.example/', () => Promise.reject(new Error('ECONNREFUSED')), { endpoint: false });
  expect(checks.length).toBeGreaterThan(0);
  expect(checks.every((c) => !c.ok)).toBe(true);
});

// A host that serves the site's pages right but forgot part of public/_headers, answers missing pages
// with its own generic 404, caches HTML for a day, and whose endpoint has no mail key.
const rules = parseHeadersFile(readFileSync('public/_headers', 'utf8'));
const forgetful = (dropped: string[], dryRun: Record<string, unknown>) => async (url: string) => {
  const path = new URL(url).pathname;
  const headers = new Map(headersFor(rules, path).map(([n, v]) => [n.toLowerCase(), v]));
  for (const name of dropped) headers.delete(name.toLowerCase());
  headers.set('cache-control', 'public, max-age=86400');
  const lang = path.startsWith('/hi/') ? 'hi' : 'en';
  const missing = path.includes('no-such-page');
  const body = path.startsWith('/api/')
    ? JSON.stringify(dryRun)
    : `<html lang="${lang}"><title>404 Not Found</title><body>Nothing here</body></html>`;
  return {
    status: missing ? 404 : 200,
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    text: async () => body,
  } as unknown as Response;
};

test('every header public/_headers sets is checked: a host that drops some fails, naming each', async () => {
  const dropped = ['Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy', 'X-Robots-Tag'];
  const checks = await liveChecks(
    'https://site.example/',
    forgetful(dropped, { dryRun: true, mail: 'configured', oldestPendingMinutes: null }),
    {
      endpoint: true,
      headerRules: rules,
    },
  );
  const failed = checks.filter((c) => !c.ok).map((c) => c.name);
  for (const name of dropped.filter((n) => n !== 'X-Robots-Tag')) {
    expect(failed).toEqual(expect.arrayContaining([`/ sends ${name}`, `/hi/ sends ${name}`, `the en 404 page sends ${name}`]));
  }
  expect(failed).toEqual(expect.arrayContaining(['/admin/ is never indexed (X-Robots-Tag noindex)', '/admin/ sends X-Robots-Tag']));
  // What it kept is not reported.
  expect(failed).not.toContain('/ sends Strict-Transport-Security');
  expect(failed).toEqual(expect.arrayContaining(['/ is not long-cached', '/hi/ is not long-cached']));
});

test("a host's generic 404 is not the site's own 404 page, in any language", async () => {
  const checks = await liveChecks('https://site.example/', forgetful([], {}), { endpoint: false, headerRules: rules });
  const notFound = checks.filter((c) => c.name.startsWith('a missing page'));
  expect(notFound).toHaveLength(LOCALES.length);
  expect(notFound.every((c) => !c.ok && /not the site's 404 page/.test(c.detail))).toBe(true);
  expect(new Set(LOCALES.map(notFoundMarker)).size).toBe(LOCALES.length);
});

test('the dry run must say the firm is e-mailed and nothing waits long for its e-mail', async () => {
  const run = async (report: Record<string, unknown>) =>
    (await liveChecks('https://site.example/', forgetful([], report), { endpoint: true, headerRules: rules }))
      .filter((c) => c.name.startsWith('/api/contact') || c.name.startsWith('no request'))
      .map((c) => [c.name, c.ok]);
  expect(await run({ dryRun: true, mail: 'configured', oldestPendingMinutes: null })).toEqual([
    ['/api/contact answers a dry run', true],
    ['/api/contact can e-mail the firm (MAIL_API_KEY, NOTIFY_TO, NOTIFY_FROM set)', true],
    [`no request has waited over ${MAX_PENDING_MINUTES} minutes for its e-mail`, true],
  ]);
  const missing = await run({ dryRun: true, mail: 'missing', oldestPendingMinutes: MAX_PENDING_MINUTES + 1 });
  expect(missing.filter(([, ok]) => !ok)).toHaveLength(2);
  // An endpoint from before the report said nothing about mail: that fails too.
  expect((await run({ dryRun: true })).filter(([, ok]) => !ok)).toHaveLength(2);
});
