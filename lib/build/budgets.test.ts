import { budgetFor, checkBudgets, formatTable, unknownRoutes, type Budgets } from './budgets';

const budgets: Budgets = { default: { js: 1000, css: 100 }, routes: { '/': { js: 1500 }, '/gone/': { css: 1 } } };

test('a route budget overrides the default for the kinds it names', () => {
  expect(budgetFor(budgets, '/')).toEqual({ js: 1500, css: 100 });
  expect(budgetFor(budgets, '/about/')).toEqual({ js: 1000, css: 100 });
});

test('flags each kind over its budget, and allows exactly the budget', () => {
  const rows = checkBudgets(
    [
      { path: '/', js: 1400, css: 100 },
      { path: '/about/', js: 1001, css: 101 },
    ],
    budgets,
  );
  expect(rows.map((r) => [r.path, r.over])).toEqual([
    ['/', []],
    ['/about/', ['js', 'css']],
  ]);
});

test('names budgets for routes that no longer exist', () => {
  expect(unknownRoutes([{ path: '/', js: 0, css: 0 }], budgets)).toEqual(['/gone/']);
});

test('prints one aligned line per route in KB', () => {
  const table = formatTable(checkBudgets([{ path: '/', js: 2048, css: 512 }], { default: { js: 1024, css: 1024 } }));
  expect(table.split('\n')).toEqual([
    'Route  JS (gzip)  JS budget  CSS (gzip)  CSS budget',
    '-----  ---------  ---------  ----------  ----------  ---------',
    '/         2.0 KB     1.0 KB      0.5 KB      1.0 KB  OVER (js)',
  ]);
});
