import type { SiteRoute } from '@/content/routes';
import { LOCALES, unlocalisedPath, type Locale } from '@/lib/i18n/locale';
import { pagesFor } from '@/lib/pages/pages';
import { servicesFor } from '@/lib/pages/services';
import { isUnsampledTopic } from './librarySample';

// Pages drawn by one template differ only in their words. The checks that see only the template and
// cost a browser most (large text and zoom, the phone bars at 375 and 320 px, a page scrolled through
// under its policy, axe at 375 px) run on a sample: every template in every language of the locale
// table, on the page whose words are longest in that language (a long heading or lead is what wraps
// and spills), and the library's topics by their block variants (librarySample.ts). Every page still
// gets its words, metadata and edition links in every language (pages.spec.ts).
// A page no group below names is a template of its own, so a new kind of page is checked in full.

/** The service pages with a video and those without draw different parts (the film's frame). */
function serviceTemplate(path: string, locale: Locale): string | null {
  const service = servicesFor(locale).find((s) => s.route === path);
  if (!service) return null;
  return service.video ? 'service page with a video' : 'service page';
}

const CALCULATORS = /^\/tools\/(?:step-up-sip|lumpsum|swp|goal|retirement|cost-of-delay|regular-vs-direct)\/$/;
const LEGAL_TEXTS = new Set(['/disclaimer/', '/grievance-redressal/', '/privacy/']);

function templateOf(page: SiteRoute, locale: Locale): string {
  const english: string = unlocalisedPath(page.path);
  if (isUnsampledTopic(english)) return 'library topic';
  if (CALCULATORS.test(english)) return 'calculator';
  if (LEGAL_TEXTS.has(english)) return 'legal text';
  return serviceTemplate(page.path, locale) ?? english;
}

const length = (page: SiteRoute) => `${page.heading} ${page.lead ?? ''} ${page.description}`.length;

export type TemplateSample = { template: string; pages: { locale: Locale; route: SiteRoute }[] };

/**
 * One entry per template, with its sample page in each language (the longest there). Unsampled
 * library topics form no entry: librarySample.ts already holds every variant of their template.
 */
export const templateSample: readonly TemplateSample[] = (() => {
  const byTemplate = new Map<string, Map<Locale, SiteRoute>>();
  for (const locale of LOCALES)
    for (const page of pagesFor(locale)) {
      const template = templateOf(page, locale);
      if (template === 'library topic') continue;
      const chosen = byTemplate.get(template) ?? new Map<Locale, SiteRoute>();
      const current = chosen.get(locale);
      if (!current || length(page) > length(current)) chosen.set(locale, page);
      byTemplate.set(template, chosen);
    }
  return [...byTemplate].map(([template, chosen]) => ({
    template,
    pages: [...chosen].map(([locale, route]) => ({ locale, route })),
  }));
})();

const sampledPaths = new Set<string>(templateSample.flatMap((t) => t.pages.map((p) => p.route.path)));

/** Whether this page (in its own language's address) is its template's sample in that language. */
export const isTemplateSample = (path: string): boolean => sampledPaths.has(path);
