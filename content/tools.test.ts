import { COST_OF_DELAY_FIELDS } from '@/lib/costOfDelay';
import { INFLATION_FIELD } from '@/lib/fields';
import { GOAL_FIELDS } from '@/lib/goal';
import { LUMPSUM_FIELDS } from '@/lib/lumpsum';
import { parseNumberField, type NumberFieldSpecs } from '@/lib/numberField';
import { REGULAR_VS_DIRECT_FIELDS, gapCategories } from '@/lib/regularVsDirect';
import { RETIREMENT_FIELDS, retirementConflicts } from '@/lib/retirement';
import { STEP_UP_SIP_FIELDS } from '@/lib/stepUpSip';
import { SWP_FIELDS } from '@/lib/swp';
import { ILLUSTRATION_CAVEAT } from './calculators';
import { trailCommissions } from './commissions';
import { routes } from './routes';
import * as tools from './tools';

const pages: [string, { labels: Record<string, string>; example: Record<string, unknown> }, NumberFieldSpecs<string>][] = [
  ['/tools/step-up-sip/', tools.stepUpSip, { ...STEP_UP_SIP_FIELDS, inflation: INFLATION_FIELD }],
  ['/tools/lumpsum/', tools.lumpsum, LUMPSUM_FIELDS],
  ['/tools/swp/', tools.swp, SWP_FIELDS],
  ['/tools/goal/', tools.goal, GOAL_FIELDS],
  ['/tools/retirement/', tools.retirement, RETIREMENT_FIELDS],
  ['/tools/cost-of-delay/', tools.costOfDelay, COST_OF_DELAY_FIELDS],
  ['/tools/regular-vs-direct/', tools.regularVsDirect, REGULAR_VS_DIRECT_FIELDS],
];

describe('the tools hub', () => {
  it('has a card for the SIP calculator and every calculator route, each a route of the site', () => {
    const paths = routes.map((r) => r.path as string);
    for (const card of tools.toolCards) expect(paths).toContain(card.path);
    const calculatorRoutes = paths.filter((p) => p.startsWith('/tools/') && p !== '/tools/');
    for (const path of [...calculatorRoutes, '/financial-calculator/'])
      expect(tools.toolCards.map((c) => c.path as string)).toContain(path);
  });
});

describe.each(pages)('%s', (_path, copy, specs) => {
  it('labels every field the calculator has, and no other', () => {
    expect(Object.keys(copy.labels).sort()).toEqual(Object.keys(specs).sort());
  });

  it('has a worked example the calculator accepts, so its link opens a result', () => {
    for (const name of Object.keys(specs)) {
      const value = copy.example[name];
      expect(typeof value).toBe('number');
      expect(parseNumberField(specs[name] as NonNullable<(typeof specs)[string]>, String(value))).toEqual({ ok: true, value });
    }
  });
});

it('keeps the retirement example consistent across its fields', () => {
  expect(retirementConflicts(tools.retirement.example)).toEqual({});
});

it('sets the default expense-ratio gap to the upper end of the trail disclosed for equity schemes', () => {
  const equity = gapCategories(trailCommissions).find((c) => c.schemeType.startsWith('Equity'));
  expect(equity?.high).toBe(REGULAR_VS_DIRECT_FIELDS.gap.default);
  // Every disclosed range fits the gap field, so picking any scheme type gives a usable value.
  for (const category of gapCategories(trailCommissions)) expect(category.high).toBeLessThanOrEqual(REGULAR_VS_DIRECT_FIELDS.gap.max);
  expect(gapCategories(trailCommissions).length).toBe(trailCommissions.filter((row) => row.trailRange.includes('-')).length);
});

it('says beside every result that it is an illustration, not a forecast', () => {
  expect(ILLUSTRATION_CAVEAT).toContain(
    'an illustration at a constant assumed rate, not a forecast or any scheme’s return; past performance may or may not be sustained.',
  );
});
