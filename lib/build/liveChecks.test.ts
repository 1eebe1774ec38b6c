import { liveChecks } from './liveChecks';

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
