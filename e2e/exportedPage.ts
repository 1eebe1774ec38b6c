import type { Page } from '@playwright/test';

/** A link as the page writes it: its text (whitespace collapsed, as an accessible name is) and where it leads. */
type LinkFacts = { text: string; href: string; hreflang: string; ariaCurrent: string | null };

/** What an exported page says, as its HTML holds it before any script runs. */
export type PageFacts = {
  status: number;
  lang: string;
  headings1: string[];
  canonical: string[];
  description: string[];
  securityPolicies: number;
  alternates: Record<string, string>;
  headerLinks: LinkFacts[];
  /**
   * Whether the page's first frame waits for its whole header: a render-blocking `<link rel="expect">`
   * names an element that comes after the header closes (components/layout/SiteDocument.tsx).
   */
  firstFrameHasWholeHeader: boolean;
  footerText: string;
  footerLinks: LinkFacts[];
  /**
   * Every address the HTML makes the browser fetch from another origin as it loads (scripts, styles,
   * frames, pictures). A lazy one (the footer's map) waits until it nears the view, which is the
   * shell's doing: the template's sample is scrolled through with such requests recorded.
   */
  thirdPartySources: string[];
  article: { imageAlts: string[]; listItems: number; headings2: string[]; links: LinkFacts[] } | null;
  mainLinks: LinkFacts[];
  serviceSidebarLinks: LinkFacts[];
  /** Each section named by a heading (aria-labelledby), by that heading's text: what it says and links to. */
  labelledSections: Record<string, { text: string; links: LinkFacts[] }>;
};

/**
 * Reads an exported page through the browser's own HTML parser (DOMParser: no script runs and nothing
 * it names is fetched), so text and attributes read exactly as in the loaded page, at the cost of one
 * request. For the checks of what a page says; what a page does (its scripts, layout, axe) needs it
 * loaded, and its template's sample gets that (e2e/templateSample.ts).
 */
export async function readExportedPage(page: Page, path: string): Promise<PageFacts> {
  return page.evaluate(async (address) => {
    const response = await fetch(address);
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const links = (root: Element | Document | null) =>
      [...(root?.querySelectorAll('a[href]') ?? [])].map((a) => ({
        text: text(a),
        href: a.getAttribute('href') ?? '',
        hreflang: a.getAttribute('hreflang') ?? '',
        ariaCurrent: a.getAttribute('aria-current'),
      }));
    const attributes = (selector: string, name: string) => [...doc.querySelectorAll(selector)].map((e) => e.getAttribute(name) ?? '');
    const fetched = [
      ...attributes(':is(script, img, iframe, source, video, audio, embed)[src]:not([loading="lazy"])', 'src'),
      ...attributes(
        'link[rel~="stylesheet"][href], link[rel~="preload"][href], link[rel~="modulepreload"][href], link[rel~="icon"][href]',
        'href',
      ),
    ];
    const article = doc.querySelector('article');
    const header = doc.querySelector('header');
    const awaited = doc.querySelector('head > link[rel="expect"][blocking~="render"]')?.getAttribute('href') ?? '';
    const awaitedElement = awaited.startsWith('#') ? doc.getElementById(decodeURIComponent(awaited.slice(1))) : null;
    const labelledSections = [...doc.querySelectorAll('section[aria-labelledby]')].map((section) => [
      text(doc.getElementById(section.getAttribute('aria-labelledby') ?? '')),
      { text: text(section), links: links(section) },
    ]);
    return {
      status: response.status,
      lang: doc.documentElement.getAttribute('lang') ?? '',
      headings1: [...doc.querySelectorAll('h1')].map(text),
      canonical: attributes('link[rel="canonical"]', 'href'),
      description: attributes('meta[name="description"]', 'content'),
      securityPolicies: doc.querySelectorAll('head > meta[http-equiv="Content-Security-Policy"]').length,
      alternates: Object.fromEntries(
        [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
          l.getAttribute('hreflang') ?? '',
          l.getAttribute('href') ?? '',
        ]),
      ),
      headerLinks: links(header),
      firstFrameHasWholeHeader:
        !!header &&
        !!awaitedElement &&
        !header.contains(awaitedElement) &&
        (header.compareDocumentPosition(awaitedElement) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      footerText: text(doc.querySelector('footer')),
      footerLinks: links(doc.querySelector('footer')),
      thirdPartySources: fetched
        .map((src) => new URL(src, location.href))
        .filter((url) => url.origin !== location.origin)
        .map((url) => url.href),
      article: article
        ? {
            imageAlts: [...article.querySelectorAll('img')].map((img) => img.getAttribute('alt') ?? ''),
            listItems: article.querySelectorAll('ul li').length,
            headings2: [...article.querySelectorAll('h2')].map(text),
            links: links(article),
          }
        : null,
      mainLinks: links(doc.querySelector('main')),
      serviceSidebarLinks: links(doc.querySelector('nav[aria-label="Service pages"]')),
      labelledSections: Object.fromEntries(labelledSections),
    };
  }, path);
}
