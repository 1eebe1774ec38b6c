import {
  budgetFor,
  checkBudgets,
  formatTable,
  unknownRoutes,
  type Budgets,
  holdsScript,
  twinDifferences,
  editionScripts,
} from './budgets';
import { LOCALE_TABLE } from '../i18n/locale';

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

test('a section key covers the pages under it, not the section page itself, and an exact path wins', () => {
  const sections: Budgets = {
    default: { js: 1000, css: 100 },
    routes: { '/services/*': { js: 1200 }, '/services/tax/': { css: 150 } },
  };
  expect(budgetFor(sections, '/services/wealth/')).toEqual({ js: 1200, css: 100 });
  expect(budgetFor(sections, '/services/tax/')).toEqual({ js: 1200, css: 150 });
  expect(budgetFor(sections, '/services/')).toEqual({ js: 1000, css: 100 });
  expect(budgetFor(sections, '/servicesx/')).toEqual({ js: 1000, css: 100 });
});

test('names budgets for routes and sections that no longer exist', () => {
  const withSections: Budgets = { ...budgets, routes: { ...budgets.routes, '/old/*': { js: 1 }, '/services/*': { js: 1 } } };
  const measured = [
    { path: '/', js: 0, css: 0 },
    { path: '/services/', js: 0, css: 0 },
    { path: '/services/tax/', js: 0, css: 0 },
  ];
  expect(unknownRoutes(measured, withSections)).toEqual(['/gone/', '/old/*']);
});

test('prints one aligned line per route in KB', () => {
  const table = formatTable(checkBudgets([{ path: '/', js: 2048, css: 512 }], { default: { js: 1024, css: 1024 } }));
  expect(table.split('\n')).toEqual([
    'Route  JS (gzip)  JS budget  CSS (gzip)  CSS budget',
    '-----  ---------  ---------  ----------  ----------  ---------',
    '/         2.0 KB     1.0 KB      0.5 KB      1.0 KB  OVER (js)',
  ]);
});

describe('the two editions', () => {
  it('hold a Hindi page to its English twin’s budget', () => {
    const budgets = { default: { js: 100, css: 10 }, routes: { '/tools/': { js: 200 } } };
    const [row] = checkBudgets([{ path: '/hi/tools/', js: 150, css: 5 }], budgets, (p) => p.replace(/^\/hi/, ''));
    expect(row?.over).toEqual([]);
  });

  it('find Hindi in a script, written out or escaped', () => {
    const devanagari = LOCALE_TABLE.hi.textRules.script;
    expect(holdsScript('const a="हिन्दी"', devanagari)).toBe(true);
    expect(holdsScript('const a="\\u0939\\u093f"', devanagari)).toBe(true);
    expect(holdsScript('const a="Hindi"', devanagari)).toBe(false);
  });

  it('name the scripts two twins do not share', () => {
    expect(twinDifferences(['/a.js', '/b.js'], ['/a.js', '/b.js'])).toBeNull();
    expect(twinDifferences(['/a.js', '/c.js'], ['/a.js', '/b.js'])).toBe('+/c.js -/b.js');
    expect(twinDifferences(['/a.js', '/hi-layout.js'], ['/a.js', '/en-layout.js'], new Set(['/hi-layout.js', '/en-layout.js']))).toBeNull();
  });

  it('allow only each edition’s own layout chunks to differ', () => {
    const hindi = [
      ['/f.js', '/hi.js', '/tool.js'],
      ['/f.js', '/hi.js'],
    ];
    const english = [
      ['/f.js', '/en.js', '/tool.js'],
      ['/f.js', '/en.js'],
    ];
    expect([...editionScripts(hindi, english)]).toEqual(['/hi.js']);
    expect([...editionScripts(english, hindi)]).toEqual(['/en.js']);
  });
});
