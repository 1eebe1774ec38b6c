import { routes, type RoutePath, type RoutePlacement, type SiteRoute } from '@/content/routes';
import { localisePath, type Locale } from './i18n/locale';
import { wordsFor } from './i18n/words';

/**
 * A route in the given language: its words (content/<locale>/routes.ts, typed by RoutePath, so a route
 * without them fails the type check) and its address in that edition ("/hi/about/").
 */
export function routeFor(path: RoutePath, locale: Locale = 'en'): SiteRoute {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`No route ${path} in content/routes.ts`);
  return { ...route, ...wordsFor(locale).routes[route.path], path: localisePath(route.path, locale) };
}

/** The routes placed in the navbar or a footer column, in the given language. */
export function placedRoutes(placement: RoutePlacement, locale: Locale = 'en'): SiteRoute[] {
  return routes.filter((r) => (r.placements as readonly string[]).includes(placement)).map((r) => routeFor(r.path, locale));
}

export const navRoutes = placedRoutes('nav');
export const footerOrganisationRoutes = placedRoutes('footer-organisation');
