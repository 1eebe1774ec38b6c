import { routes } from '@/content/routes';
import { services } from '@/content/services';
import type { SiteRoute } from '@/content/types';

/** Every indexable page: the route table plus one page per service. The sitemap and e2e suite read this. */
export const allPages: readonly SiteRoute[] = [
  ...routes,
  ...services.map((s): SiteRoute => ({
    path: s.route,
    label: s.heading,
    title: s.heading,
    description: s.description,
    heading: s.heading,
    placements: [],
  })),
];
