import { pathTo, routes } from './routes';

test('pathTo gives back a path from the route table', () => {
  for (const route of routes) expect(pathTo(route.path)).toBe(route.path);
});

test('pathTo refuses a page the table does not hold, at the type check and at build time', () => {
  // @ts-expect-error: a path missing from content/routes.ts must fail `npm run typecheck`.
  expect(() => pathTo('/no-such-page/')).toThrow('No route /no-such-page/');
});
