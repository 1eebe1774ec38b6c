// What `npm run check:live -- <url>` verifies on a deployed site (issue 33, "Watching the live site"):
// the security headers, both home pages, a missing page in each language answered 404 in that
// language, the old addresses' 301s, the trailing slash, the sitemap and robots.txt, and the contact
// endpoint answering a dry run. Pure over `fetch`, so it is unit-tested with a fake and run in
// `npm test` against `wrangler dev` (scripts/check-live.test.ts).
import { legacyServicePaths } from '../../content/services';
import { CONTACT_API_PATH } from '../../content/contactEndpoint';

export type LiveCheck = { name: string; ok: boolean; detail: string };

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** What every page must carry in its response headers (public/_headers). */
export const REQUIRED_PAGE_HEADERS: [string, RegExp][] = [
  ['strict-transport-security', /max-age=\d{7,}/],
  ['content-security-policy', /frame-ancestors 'none'/],
  ['x-content-type-options', /^nosniff$/],
];

const htmlLang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? '(none)';

export type LiveCheckOptions = { endpoint: boolean };

export async function liveChecks(base: string, fetchImpl: Fetch, { endpoint }: LiveCheckOptions): Promise<LiveCheck[]> {
  const origin = new URL(base).origin;
  const url = (path: string) => new URL(path, origin).href;
  const get = (path: string) => fetchImpl(url(path), { redirect: 'manual' });
  const checks: LiveCheck[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  const attempt = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      check(name, false, `request failed: ${String(error)}`);
    }
  };

  await attempt('home pages', async () => {
    for (const [path, lang] of [
      ['/', 'en'],
      ['/hi/', 'hi'],
    ] as const) {
      const response = await get(path);
      const html = await response.text();
      check(
        `${path} answers 200 in ${lang}`,
        response.status === 200 && htmlLang(html).startsWith(lang),
        `${response.status}, lang ${htmlLang(html)}`,
      );
      if (path !== '/') continue;
      for (const [header, pattern] of REQUIRED_PAGE_HEADERS) {
        const value = response.headers.get(header) ?? '';
        check(`${path} sends ${header}`, pattern.test(value), value || 'missing');
      }
      const asset = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
      if (!asset) check('a script asset is linked from /', false, 'no /_next/static script in the page');
      else {
        const assetResponse = await get(asset);
        const cache = assetResponse.headers.get('cache-control') ?? '';
        check(
          `${asset} is immutable and nosniff`,
          assetResponse.status === 200 && /immutable/.test(cache) && assetResponse.headers.get('x-content-type-options') === 'nosniff',
          `${assetResponse.status}, cache-control ${cache || 'missing'}`,
        );
      }
    }
  });

  await attempt('missing pages', async () => {
    const missing = `no-such-page-${Date.now().toString(36)}`;
    for (const [path, lang] of [
      [`/${missing}/`, 'en'],
      [`/hi/${missing}/`, 'hi'],
    ] as const) {
      const response = await get(path);
      const found = htmlLang(await response.text());
      check(
        `a missing page (${path}) answers 404 in ${lang}`,
        response.status === 404 && found.startsWith(lang),
        `${response.status}, lang ${found}`,
      );
    }
  });

  await attempt('redirects', async () => {
    for (const [old, slug] of Object.entries(legacyServicePaths)) {
      const response = await get(`/services/${old}/`);
      const location = response.headers.get('location');
      const to = location ? new URL(location, origin).pathname : '';
      check(
        `/services/${old}/ answers 301`,
        response.status === 301 && to === `/services/${slug}/`,
        `${response.status} -> ${to || 'nowhere'}`,
      );
    }
    const bare = await get('/services');
    const location = bare.headers.get('location');
    check(
      '/services gains its trailing slash',
      [301, 307, 308].includes(bare.status) && location !== null && new URL(location, origin).pathname === '/services/',
      `${bare.status} -> ${location ?? 'nowhere'}`,
    );
  });

  await attempt('sitemap and robots', async () => {
    const sitemap = await get('/sitemap.xml');
    const xml = await sitemap.text();
    check(
      '/sitemap.xml lists the pages',
      sitemap.status === 200 && xml.includes('<urlset') && xml.includes('/hi/'),
      `${sitemap.status}, ${(xml.match(/<loc>/g) ?? []).length} addresses`,
    );
    const robots = await get('/robots.txt');
    const text = await robots.text();
    check('/robots.txt names the sitemap', robots.status === 200 && /^Sitemap: \S+\/sitemap\.xml$/m.test(text), `${robots.status}`);
  });

  if (endpoint) {
    await attempt('contact endpoint', async () => {
      const response = await fetchImpl(url(`${CONTACT_API_PATH}?dry-run`), {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Live check', phone: '+91 98765 43210', language: 'English' }),
      });
      const body = await response.text();
      check(
        `${CONTACT_API_PATH} answers a dry run`,
        response.status === 200 && body.includes('"dryRun":true'),
        `${response.status} ${body.slice(0, 120)}`,
      );
    });
  }
  return checks;
}
