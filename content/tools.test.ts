import { ENGLISH_FIELD_WORDS } from '@/content/en/fieldWords';
import { CALCULATORS, calculatorAt } from '@/lib/calculators';
import { COST_OF_DELAY_FIELDS, costOfDelayCalculator } from '@/lib/calculators/costOfDelay';
import { INFLATION_FIELD } from '@/lib/calculators/fields';
import { GOAL_FIELDS, GOAL_PRESETS, goalCalculator } from '@/lib/calculators/goal';
import { LUMPSUM_FIELDS, lumpsumCalculator } from '@/lib/calculators/lumpsum';
import { fieldWordsOf, parseNumberField, type NumberFieldSpecs } from '@/lib/calculators/numberField';
import { REGULAR_VS_DIRECT_FIELDS, gapCategories, regularVsDirectCalculator } from '@/lib/calculators/regularVsDirect';
import { RETIREMENT_FIELDS, retirementCalculator, retirementConflicts } from '@/lib/calculators/retirement';
import { STEP_UP_SIP_FIELDS, stepUpSipCalculator } from '@/lib/calculators/stepUpSip';
import { SWP_FIELDS, swpCalculator } from '@/lib/calculators/swp';
import { toolAssumedReturnFields } from '@/lib/calculators/assumedReturns';
import {
  AMFI_ASSET_CLASS_CAPS,
  AMFI_ILLUSTRATION_SENTENCE,
  AMFI_ILLUSTRATION_SOURCES,
  AMFI_RETURN_RANGE,
  SCHEME_AGNOSTIC_NOTE,
} from './assumedReturns';
import { ILLUSTRATION_DISCLAIMER } from './calculators';
import { calculatorCopy } from '@/content/en/calculators';
import { fillTemplate } from '@/lib/template';
import { MF_RISK_WARNING } from './site';
import { toolPageFor } from '@/lib/calculators/toolPages';
import { LOCALES } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { trailCommissions } from './commissions';
import { routes } from './routes';
import * as tools from './en/tools';

const pages: [string, { labels: Record<string, string>; example: Record<string, unknown> }, NumberFieldSpecs<string>][] = [
  [
    '/tools/step-up-sip/',
    { labels: tools.stepUpSip.labels, example: stepUpSipCalculator.exampleInput },
    { ...STEP_UP_SIP_FIELDS, inflation: INFLATION_FIELD },
  ],
  ['/tools/lumpsum/', { labels: tools.lumpsum.labels, example: lumpsumCalculator.exampleInput }, LUMPSUM_FIELDS],
  ['/tools/swp/', { labels: tools.swp.labels, example: swpCalculator.exampleInput }, SWP_FIELDS],
  ['/tools/goal/', { labels: tools.goal.labels, example: goalCalculator.exampleInput }, GOAL_FIELDS],
  ['/tools/retirement/', { labels: tools.retirement.labels, example: retirementCalculator.exampleInput }, RETIREMENT_FIELDS],
  ['/tools/cost-of-delay/', { labels: tools.costOfDelay.labels, example: costOfDelayCalculator.exampleInput }, COST_OF_DELAY_FIELDS],
  [
    '/tools/regular-vs-direct/',
    { labels: tools.regularVsDirect.labels, example: regularVsDirectCalculator.exampleInput },
    REGULAR_VS_DIRECT_FIELDS,
  ],
];
const toolPages = Object.values(CALCULATORS).map(({ path }) => toolPageFor(path, 'en'));
const examplePage = (path: '/tools/swp/' | '/tools/cost-of-delay/') => toolPageFor(path, 'en').example.sentence;

describe('the tools hub', () => {
  it('has a card for the SIP calculator and every calculator route, each a route of the site', () => {
    const paths = routes.map((r) => r.path as string);
    for (const card of tools.toolCards) expect(paths).toContain(card.path);
    const calculatorRoutes = paths.filter((p) => p.startsWith('/tools/') && p !== '/tools/');
    for (const path of [...calculatorRoutes, '/financial-calculator/'])
      expect(tools.toolCards.map((c) => c.path as string)).toContain(path);
  });
});

describe.each(pages)('%s', (path, copy, specs) => {
  it('labels every field the calculator has, and no other', () => {
    expect(Object.keys(copy.labels).sort()).toEqual(Object.keys(specs).sort());
  });

  it('gives each field in English the words its spec carries', () => {
    const { id } = calculatorAt(path as Parameters<typeof calculatorAt>[0]);
    expect(calculatorCopy[id].fields).toEqual(fieldWordsOf(specs));
  });

  it('has a worked example the calculator accepts, so its link opens a result', () => {
    for (const name of Object.keys(specs)) {
      const value = copy.example[name];
      expect(typeof value).toBe('number');
      expect(parseNumberField(specs[name] as NonNullable<(typeof specs)[string]>, String(value), ENGLISH_FIELD_WORDS)).toEqual({
        ok: true,
        value,
      });
    }
  });
});

it('keeps the retirement example consistent across its fields', () => {
  expect(retirementConflicts(retirementCalculator.exampleInput)).toEqual({});
});

it('sets the default expense-ratio gap to the upper end of the trail disclosed for equity schemes', () => {
  const equity = gapCategories(trailCommissions).find((c) => c.schemeType.startsWith('Equity'));
  expect(equity?.high).toBe(REGULAR_VS_DIRECT_FIELDS.gap.default);
  // Every disclosed range fits the gap field, so picking any scheme type gives a usable value.
  for (const category of gapCategories(trailCommissions)) expect(category.high).toBeLessThanOrEqual(REGULAR_VS_DIRECT_FIELDS.gap.max);
  expect(gapCategories(trailCommissions).length).toBe(trailCommissions.filter((row) => row.trailRange.includes('-')).length);
});

it('says beside every result, in full, that it is an illustration at an assumed rate, not a forecast or a guarantee', () => {
  const { text } = ILLUSTRATION_DISCLAIMER;
  for (const words of [
    'an illustration at an assumed constant rate of return',
    'understand how compounding works',
    'not a forecast',
    'not the return of any mutual fund scheme',
    'is not a guarantee of any future returns',
    // AMFI's prescribed sentence, word for word (N3 of the second compliance review).
    `As AMFI asks every illustration to say, ${AMFI_ILLUSTRATION_SENTENCE}.`,
    MF_RISK_WARNING,
  ])
    expect(text).toContain(words);
  // The regulator's words, as Cafemutual quotes the circular: a drift from them fails here.
  expect(AMFI_ILLUSTRATION_SENTENCE).toBe(
    'past performance may or may not be sustained in future and is not a guarantee of any future returns',
  );
  // The wording is ours until checked against AMFI's circular: the release check lists it.
  expect(ILLUSTRATION_DISCLAIMER.confirmed).toBe(false);
  expect(ILLUSTRATION_DISCLAIMER.sources).toBe(AMFI_ILLUSTRATION_SOURCES);
  expect(SCHEME_AGNOSTIC_NOTE).toMatch(/do not depict the returns of any mutual fund scheme and are not a recommendation of any scheme/);
});

describe('assumed rates of return (AMFI’s guideline on illustrations)', () => {
  const labelsOf: Record<string, Record<string, string>> = Object.fromEntries(pages.map(([path, copy]) => [path, copy.labels]));

  it('label every assumed-return field under /tools/ as an assumed rate of return, in % a year', () => {
    expect(toolAssumedReturnFields.length).toBe(8);
    for (const { tool, field } of toolAssumedReturnFields) {
      const label = labelsOf[tool]?.[field] ?? '';
      expect(label).toMatch(/assumed rate of return/i);
      expect(label).toMatch(/\(% a year\)$/);
    }
    for (const [path, labels] of [
      ['/tools/step-up-sip/', tools.stepUpSip.labels],
      ['/tools/lumpsum/', tools.lumpsum.labels],
      ['/tools/swp/', tools.swp.labels],
      ['/tools/goal/', tools.goal.labels],
      ['/tools/cost-of-delay/', tools.costOfDelay.labels],
    ] as const)
      expect([path, labels.rate]).toEqual([path, tools.ASSUMED_RATE_LABEL]);
    expect(tools.ASSUMED_RATE_LABEL).toBe('Assumed rate of return (% a year)');
    expect(tools.retirement.labels.preRate).toBe('Assumed rate of return before retirement (% a year)');
    expect(tools.retirement.labels.postRate).toBe('Assumed rate of return after retirement (% a year)');
    expect(tools.regularVsDirect.labels.rate).toMatch(/^Direct Plan’s assumed rate of return/);
  });

  it('offer only AMFI’s range, with defaults and worked examples inside it', () => {
    for (const { spec } of toolAssumedReturnFields) {
      expect([spec.min, spec.max]).toEqual([AMFI_RETURN_RANGE.min, AMFI_RETURN_RANGE.max]);
      expect(spec.default).toBeGreaterThanOrEqual(AMFI_RETURN_RANGE.min);
      expect(spec.default).toBeLessThanOrEqual(AMFI_RETURN_RANGE.max);
    }
    for (const [path, copy] of pages)
      for (const { field } of toolAssumedReturnFields.filter((f) => f.tool === path)) {
        const rate = copy.example[field] as number;
        expect(rate).toBeGreaterThanOrEqual(AMFI_RETURN_RANGE.min);
        expect(rate).toBeLessThanOrEqual(AMFI_RETURN_RANGE.max);
      }
  });

  it('word outcomes as conditional on the assumed rate, in results and worked examples', () => {
    const rate = `${swpCalculator.exampleInput.rate}%`;
    const period = `${swpCalculator.exampleInput.years} years`;
    expect(fillTemplate(calculatorCopy.swp.lasts, { rate, period })).toBe(
      `At a constant ${rate} a year it would last ${period}; with returns that vary, especially falls in the early years, it can run out sooner.`,
    );
    expect(fillTemplate(calculatorCopy.swp.runsOut, { rate, lasting: '5 years' })).toMatch(
      /^At a constant .* it would run out after 5 years .* it can run out sooner\.$/,
    );
    expect(fillTemplate(calculatorCopy.costOfDelay.announcement, { cost: '₹3' })).toContain('the delay could cost ₹3');
    expect(examplePage('/tools/swp/')).toMatch(/at a constant \d+% a year .* would (last|run out)|would last/);
    expect(examplePage('/tools/swp/')).toContain('it can run out sooner');
    expect(examplePage('/tools/cost-of-delay/')).toMatch(/the delay could cost ₹[\d,]+ at the assumed rate/);
    // No result or worked example states an outcome as certain.
    const certain = /\b(?:lasts|the delay costs|will be|will grow|you will|grows to|costs you)\b/;
    for (const page of toolPages) expect(page.example.sentence).not.toMatch(certain);
    const { swp, costOfDelay, regularVsDirect, goal, retirement } = calculatorCopy;
    const words = [
      swp.lastingLabel,
      swp.wholePeriod,
      swp.lasts,
      swp.runsOut,
      costOfDelay.mainLabel,
      costOfDelay.announcement,
      regularVsDirect.mainLabel,
      goal.mainLabel,
      goal.covered,
      retirement.mainLabel,
      retirement.lasts,
    ];
    for (const w of words) expect(w).not.toMatch(certain);
  });
});

// A goal preset's rate fits its horizon as the site's own guidance groups goals (three to seven years:
// balanced schemes, within AMFI's hybrid cap), or a preset would contradict that guidance.
it('sets each goal preset’s rate within AMFI’s cap for its horizon', () => {
  for (const preset of GOAL_PRESETS) {
    if (preset.years <= 7) expect(preset.rate).toBeLessThanOrEqual(AMFI_ASSET_CLASS_CAPS.hybrid.max);
    if (preset.years < 3) expect(preset.rate).toBeLessThanOrEqual(AMFI_ASSET_CLASS_CAPS.debt.max);
    expect(preset.rate).toBeLessThanOrEqual(AMFI_ASSET_CLASS_CAPS.equity.max);
  }
  expect(GOAL_PRESETS.some((preset) => preset.years <= 7)).toBe(true);
});

it.each(LOCALES)('names every goal preset in %s, one label for each preset’s figures', (locale) => {
  const { presets } = wordsFor(locale).calculatorCopy.goal;
  expect(presets).toHaveLength(GOAL_PRESETS.length);
  for (const label of presets) expect(label.trim()).not.toBe('');
});
