import { routes, type RoutePath, type RouteText } from '../routes';

// The English words of every route, as the route table writes them beside each path.
export const routeText = Object.fromEntries(
  routes.map((route) => {
    const { label, title, description, heading } = route;
    return [route.path, { label, title, description, heading, ...('lead' in route ? { lead: route.lead } : {}) }];
  }),
) as Readonly<Record<RoutePath, RouteText>>;
