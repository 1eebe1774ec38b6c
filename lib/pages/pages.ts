import { routes } from '@/content/routes';
import { routeFor } from '@/lib/routes';
import { servicesFor } from '@/lib/pages/services';
import type { SiteRoute } from '@/content/routes';
import { wordsFor } from '@/lib/i18n/words';
import { glossaryPath, loadLibrary } from '../library';
import type { Locale } from '../i18n/locale';

/** The library's pages of one edition, generated from content/library/: each topic, then the glossary. */
function libraryPagesFor(locale: Locale): SiteRoute[] {
  const glossary = wordsFor(locale).library.glossary;
  return [
    ...loadLibrary(locale).topics.map((t): SiteRoute => ({
      path: t.path as SiteRoute['path'],
      label: t.title,
      title: t.title,
      description: t.description,
      heading: t.title,
      placements: [],
    })),
    {
      path: glossaryPath(locale),
      label: glossary.heading,
      title: glossary.title,
      description: glossary.description,
      heading: glossary.heading,
      placements: [],
    },
  ];
}

/**
 * Every indexable page of one edition: the route table, one page per service and the library's topics
 * and glossary (content/library/), with the words and
 * addresses of that language ("/hi/…" for Hindi). The sitemap and the e2e suite read this.
 */
export function pagesFor(locale: Locale): readonly SiteRoute[] {
  return [
    ...routes.map((r) => routeFor(r.path, locale)),
    ...servicesFor(locale).map((s): SiteRoute => ({
      path: s.route,
      label: s.heading,
      title: s.heading,
      description: s.description,
      heading: s.heading,
      placements: [],
    })),
    ...libraryPagesFor(locale),
  ];
}

/** Every indexable page of the English edition. */
export const allPages: readonly SiteRoute[] = pagesFor('en');
