import { routes } from '@/content/routes';
import { routeFor } from '@/lib/routes';
import { servicesFor } from '@/lib/services';
import type { SiteRoute } from '@/content/routes';
import type { Locale } from './locale';

/**
 * Every indexable page of one edition: the route table plus one page per service, with the words and
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
  ];
}

/** Every indexable page of the English edition. */
export const allPages: readonly SiteRoute[] = pagesFor('en');
