// What `npm run check:live -- <url>` verifies on a deployed site: every header public/_headers sets
// (parsed, so a header added there is watched too) on both home pages, a missing page and /admin/;
// HTML that is not long-cached; the site's own 404 page in each language, recognised by its words;
// the old addresses' 301s, the trailing slash, the sitemap and robots.txt; and the contact endpoint's
// dry run, which must say the firm's mail is set up and nothing waits to be e-mailed for long. Pure
// over `fetch`, so it is unit-tested with a fake and run in `npm test` against `wrangler dev`
// (scripts/preview.test.ts).
import { legacyServicePaths } from '../../content/services';
import { CONTACT_API_PATH } from '../../content/contactEndpoint';
import { wordsFor } from '../i18n/words';
import { LOCALES, localisePath, type Locale } from '../i18n/locale';
import { headersFor, type HeaderRule } from './headers';

export type LiveCheck = { name: string; ok: boolean; detail: string };

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** What every page must carry in its response headers (public/_headers). */
const REQUIRED_PAGE_HEADERS: [string, RegExp][] = [
  ['strict-transport-security', /max-age=\d{7,}/],
  ['content-security-policy', /frame-ancestors 'none'/],
  ['x-content-type-options', /^nosniff$/],
];

const htmlLang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? '(none)';

/** The longest an HTML page may be cached: a fix or a withdrawn page must reach visitors the same day. */
const MAX_HTML_CACHE_SECONDS = 600;
/** A notification waiting longer than this means the firm is not hearing of requests. */
export const MAX_PENDING_MINUTES = 30;

export type LiveCheckOptions = {
  endpoint: boolean;
  /** public/_headers, parsed (lib/build/headers.ts): every header it sets is expected on the live site. */
  headerRules?: HeaderRule[];
};

/** The site's own 404 page says this in its language (content/<lang>/ui.ts): a host's generic 404 does not. */
export const notFoundMarker = (locale: Locale) => wordsFor(locale).ui.notFound.lead;

const normalise = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();

export async function liveChecks(base: string, fetchImpl: Fetch, { endpoint, headerRules = [] }: LiveCheckOptions): Promise<LiveCheck[]> {
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

  /** Every header public/_headers gives `path`, with the value it gives (a removal "! Name" expects nothing). */
  const checkHeaders = (path: string, label: string, response: Response) => {
    for (const [name, value] of headersFor(headerRules, path)) {
      if (name.toLowerCase() === 'cache-control') continue; // the caching checks below judge it
      const sent = response.headers.get(name) ?? '';
      check(`${label} sends ${name}`, normalise(sent) === normalise(value), sent ? `sent "${sent}"` : 'missing');
    }
  };
  const checkHtmlCache = (label: string, response: Response) => {
    const cache = response.headers.get('cache-control') ?? '';
    const maxAge = Number(/(?:s-)?max-age=(\d+)/.exec(cache)?.[1] ?? 0);
    check(
      `${label} is not long-cached`,
      !/immutable/.test(cache) && maxAge <= MAX_HTML_CACHE_SECONDS,
      cache ? `cache-control ${cache}` : 'no cache-control (revalidated)',
    );
  };

  await attempt('home pages', async () => {
    for (const locale of LOCALES) {
      const path = localisePath('/', locale);
      const lang = locale;
      const response = await get(path);
      const html = await response.text();
      check(
        `${path} answers 200 in ${lang}`,
        response.status === 200 && htmlLang(html).startsWith(lang),
        `${response.status}, lang ${htmlLang(html)}`,
      );
      checkHeaders(path, path, response);
      checkHtmlCache(path, response);
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
    for (const locale of LOCALES) {
      const path = localisePath(`/${missing}/`, locale);
      const lang = locale;
      const response = await get(path);
      const html = await response.text();
      const found = htmlLang(html);
      const own = normalise(html).includes(normalise(notFoundMarker(locale)));
      check(
        `a missing page (${path}) answers 404 with the site's own page in ${lang}`,
        response.status === 404 && found.startsWith(lang) && own,
        `${response.status}, lang ${found}, ${own ? "the site's 404 words" : "not the site's 404 page"}`,
      );
      checkHeaders(path, `the ${lang} 404 page`, response);
    }
  });

  await attempt('editor', async () => {
    const response = await get('/admin/');
    await response.text();
    const robots = response.headers.get('x-robots-tag') ?? '';
    check(
      '/admin/ is never indexed (X-Robots-Tag noindex)',
      response.status === 200 && /noindex/.test(robots),
      `${response.status}, ${robots || 'missing'}`,
    );
    checkHeaders('/admin/', '/admin/', response);
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
      sitemap.status === 200 && xml.includes('<urlset') && LOCALES.every((locale) => xml.includes(localisePath('/', locale))),
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
      let report: { dryRun?: boolean; mail?: string; oldestPendingMinutes?: number | null } = {};
      try {
        report = JSON.parse(body) as typeof report;
      } catch {
        // not JSON: the check below fails with the body's start
      }
      check(
        `${CONTACT_API_PATH} answers a dry run`,
        response.status === 200 && report.dryRun === true,
        `${response.status} ${body.slice(0, 120)}`,
      );
      if (response.status !== 200) return;
      check(
        `${CONTACT_API_PATH} can e-mail the firm (MAIL_API_KEY, NOTIFY_TO, NOTIFY_FROM set)`,
        report.mail === 'configured',
        `mail ${report.mail ?? 'not reported'}`,
      );
      const waited = report.oldestPendingMinutes;
      check(
        `no request has waited over ${MAX_PENDING_MINUTES} minutes for its e-mail`,
        waited === null || (typeof waited === 'number' && waited <= MAX_PENDING_MINUTES),
        waited === null ? 'none waiting' : `oldest waiting ${String(waited)} minutes`,
      );
    });
  }
  return checks;
}
