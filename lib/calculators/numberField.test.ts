import { ENGLISH_FIELD_WORDS } from '@/content/en/fieldWords';
import { AMFI_RETURN_RANGE } from '@/content/assumedReturns';
import { COST_OF_DELAY_FIELDS } from './costOfDelay';
import { GOAL_FIELDS } from './goal';
import { LUMPSUM_FIELDS } from './lumpsum';
import {
  defaultValues,
  fieldText,
  formatDecimal,
  ignoredValueNoteIn,
  parseNumberField,
  readQueryFields,
  unitWords,
  valueText,
  writeQueryFields,
  type NumberFieldSpec,
  type NumberFieldSpecs,
} from './numberField';
import { REGULAR_VS_DIRECT_FIELDS } from './regularVsDirect';
import { RETIREMENT_FIELDS } from './retirement';
import { STEP_UP_SIP_FIELDS } from './stepUpSip';
import { SWP_FIELDS } from './swp';

const rupees: NumberFieldSpec = {
  min: 0,
  max: 100000000,
  step: 1000,
  default: 100000,
  decimals: 0,
  unit: 'rupees',
  noun: 'the amount',
  example: '100000',
};
// The Regular vs Direct gap: a percentage with two decimals, per year.
const percent: NumberFieldSpec = { ...REGULAR_VS_DIRECT_FIELDS.gap, noun: 'the gap' };

const ALL_SPECS: Record<string, NumberFieldSpecs<string>> = {
  'step-up-sip': STEP_UP_SIP_FIELDS,
  lumpsum: LUMPSUM_FIELDS,
  swp: SWP_FIELDS,
  goal: GOAL_FIELDS,
  retirement: RETIREMENT_FIELDS,
  'cost-of-delay': COST_OF_DELAY_FIELDS,
  'regular-vs-direct': REGULAR_VS_DIRECT_FIELDS,
};

describe('parseNumberField', () => {
  it('reads rupees written the Indian way, with a sign or words around them', () => {
    for (const raw of ['1,00,000', '100000', '₹1,00,000', 'Rs. 1,00,000', 'INR 100000', ' 1 00 000 ', '100000.00'])
      expect(parseNumberField(rupees, raw, ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 100000 });
    expect(parseNumberField(rupees, '1,16,80,40,087', ENGLISH_FIELD_WORDS)).toEqual({
      ok: false,
      message: 'The amount can be at most ₹10,00,00,000.',
    });
  });

  // "12,5" was once read as 125%. A decimal comma is read as a point where the field has decimals;
  // any other comma that is not a rupee grouping is refused with a hint, never multiplied by ten.
  it('reads a decimal comma as a point, and refuses a comma it cannot be sure of', () => {
    expect(parseNumberField(percent, '0,65', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 0.65 });
    expect(parseNumberField(percent, '1,5 %', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 1.5 });
    expect(parseNumberField(percent, '1,50,0', ENGLISH_FIELD_WORDS)).toEqual({
      ok: false,
      message: `Write the gap with a point for decimals, for example ${percent.example}.`,
    });
    expect(parseNumberField(STEP_UP_SIP_FIELDS.years, '1,5', ENGLISH_FIELD_WORDS)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/with a point for decimals/),
    });
    expect(parseNumberField(rupees, '12,5', ENGLISH_FIELD_WORDS)).toEqual({
      ok: false,
      message: 'Write the amount in digits, with commas only between groups (1,00,000), for example 100000.',
    });
    expect(parseNumberField(rupees, '100,000', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 100000 });
    expect(parseNumberField(rupees, '10,00,000', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 1000000 });
  });

  it('reads percentages and years with their units', () => {
    expect(parseNumberField(percent, '0.65%', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 0.65 });
    expect(parseNumberField(STEP_UP_SIP_FIELDS.years, '5 yrs', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 5 });
    expect(parseNumberField(STEP_UP_SIP_FIELDS.years, '5 years', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 5 });
  });

  it.each([
    ['', 'Enter the amount, for example 100000.'],
    ['lots', 'Enter the amount in digits, for example 100000.'],
    ['1e5', 'Enter the amount in digits, for example 100000.'],
    ['-1', 'The amount must be at least ₹0.'],
    ['100.5', 'Enter the amount in whole rupees.'],
  ])('refuses rupees "%s": %s', (raw, message) => {
    expect(parseNumberField(rupees, raw, ENGLISH_FIELD_WORDS)).toEqual({ ok: false, message });
  });

  it('refuses a percentage finer than its decimals or beyond its range', () => {
    expect(parseNumberField(percent, '0.655', ENGLISH_FIELD_WORDS)).toEqual({
      ok: false,
      message: 'Use at most 2 decimal places for the gap, for example 1.4.',
    });
    expect(parseNumberField(percent, '2.6', ENGLISH_FIELD_WORDS)).toEqual({ ok: false, message: 'The gap can be at most 2.5%.' });
  });

  it('accepts each field’s ends and default, on every calculator', () => {
    for (const [page, specs] of Object.entries(ALL_SPECS))
      for (const [name, spec] of Object.entries(specs))
        for (const value of [spec.min, spec.max, spec.default]) {
          expect([page, name, parseNumberField(spec, fieldText(spec, value), ENGLISH_FIELD_WORDS)]).toEqual([
            page,
            name,
            { ok: true, value },
          ]);
          expect(value).toBeGreaterThanOrEqual(spec.min);
          expect(value).toBeLessThanOrEqual(spec.max);
        }
  });
});

describe('how values are written', () => {
  it('groups rupees in the box the Indian way and drops float noise', () => {
    expect(fieldText(rupees, 2500000)).toBe('25,00,000');
    expect(fieldText(percent, 0.1 + 0.2)).toBe('0.3');
    expect(formatDecimal(12.300000000000001)).toBe('12.3');
  });

  it('reads values aloud with their unit and period', () => {
    expect(valueText(STEP_UP_SIP_FIELDS.amount, 5000, ENGLISH_FIELD_WORDS)).toBe('₹5,000 per month');
    expect(valueText(percent, 1.4, ENGLISH_FIELD_WORDS)).toBe('1.4% per year');
    expect(valueText(STEP_UP_SIP_FIELDS.years, 1, ENGLISH_FIELD_WORDS)).toBe('1 year');
    expect(valueText(RETIREMENT_FIELDS.age, 30, ENGLISH_FIELD_WORDS)).toBe('30 years old');
    expect(unitWords('rupees', ENGLISH_FIELD_WORDS)).toBe('in rupees');
  });
});

describe('shared links', () => {
  it('round-trips every calculator’s defaults and ends through the query', () => {
    for (const specs of Object.values(ALL_SPECS)) {
      for (const pick of ['min', 'max', 'default'] as const) {
        const values = Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, spec[pick]]));
        expect(readQueryFields(specs, `?${writeQueryFields(specs, values)}`, ENGLISH_FIELD_WORDS)).toEqual({ values, ignored: [] });
      }
    }
  });

  it('round-trips a grid of rates and amounts', () => {
    const { min, max } = STEP_UP_SIP_FIELDS.rate;
    for (let tenths = min * 10; tenths <= max * 10; tenths += 7)
      for (const amount of [500, 5000, 123500, 1000000]) {
        const values = { amount, rate: tenths / 10, years: 7, stepup: 12.5 };
        expect(readQueryFields(STEP_UP_SIP_FIELDS, writeQueryFields(STEP_UP_SIP_FIELDS, values), ENGLISH_FIELD_WORDS).values).toEqual(
          values,
        );
      }
  });

  it('uses the query names shared links already carry, in order', () => {
    const names = (specs: NumberFieldSpecs<string>) => Object.keys(specs);
    expect(names(STEP_UP_SIP_FIELDS)).toEqual(['amount', 'rate', 'years', 'stepup']);
    expect(names(LUMPSUM_FIELDS)).toEqual(['amount', 'rate', 'years', 'inflation']);
    expect(names(SWP_FIELDS)).toEqual(['corpus', 'withdrawal', 'rate', 'years', 'inflation']);
    expect(names(GOAL_FIELDS)).toEqual(['cost', 'years', 'inflation', 'rate', 'saved']);
    expect(names(RETIREMENT_FIELDS)).toEqual(['age', 'retireAt', 'lifeTo', 'expense', 'inflation', 'preRate', 'postRate']);
    expect(names(COST_OF_DELAY_FIELDS)).toEqual(['amount', 'rate', 'years', 'delay', 'inflation']);
    expect(names(REGULAR_VS_DIRECT_FIELDS)).toEqual(['amount', 'rate', 'years', 'gap', 'inflation']);
  });

  it('keeps what it can of a link with junk, and says why the rest was not used', () => {
    const read = readQueryFields(LUMPSUM_FIELDS, '?amount=1,00,000&rate=abc&years=99&utm_source=x&inflation=', ENGLISH_FIELD_WORDS);
    expect(read.values).toEqual({ amount: 100000 });
    expect(read.ignored.map((v) => ignoredValueNoteIn(v, ENGLISH_FIELD_WORDS))).toEqual([
      'The link’s rate value “abc” was not used: Enter the assumed rate of return in digits, for example 12.',
      'The link’s years value “99” was not used: The time period can be at most 40 years.',
      'The link’s inflation value “” was not used: Enter the inflation rate, for example 6.',
    ]);
    expect(readQueryFields(LUMPSUM_FIELDS, '', ENGLISH_FIELD_WORDS)).toEqual({ values: {}, ignored: [] });
    expect(defaultValues(LUMPSUM_FIELDS)).toEqual({ amount: 100000, rate: 12, years: 10, inflation: 6 });
  });

  it('shows the nearest allowed assumed return for a link’s rate outside AMFI’s range, and says so', () => {
    const { min, max } = AMFI_RETURN_RANGE;
    const high = readQueryFields(SWP_FIELDS, `?rate=${max + 12}&years=99`, ENGLISH_FIELD_WORDS);
    expect(high.values).toEqual({ rate: max });
    expect(high.ignored.map((v) => ignoredValueNoteIn(v, ENGLISH_FIELD_WORDS))).toEqual([
      `The link’s rate value “${max + 12}” was not used: The assumed rate of return must be from ${min}% to ${max}% a year, the range AMFI’s guideline allows for illustrations. The nearest allowed value, ${max}%, is shown instead.`,
      // Other fields keep the shared-link rule: a value out of range is not used at all.
      'The link’s years value “99” was not used: The time period can be at most 40 years.',
    ]);
    const low = readQueryFields(RETIREMENT_FIELDS, `?preRate=0&postRate=-1.5`, ENGLISH_FIELD_WORDS);
    expect(low.values).toEqual({ preRate: min, postRate: min });
    expect(low.ignored.map((i) => i.nearest)).toEqual([`${min}%`, `${min}%`]);
    // Only a well-formed number is moved into the range: junk and too many decimals are still ignored.
    const junk = readQueryFields(LUMPSUM_FIELDS, `?rate=lots&inflation=99`, ENGLISH_FIELD_WORDS);
    expect(junk.values).toEqual({});
    expect(readQueryFields(LUMPSUM_FIELDS, `?rate=${max + 1}.25`, ENGLISH_FIELD_WORDS)).toMatchObject({
      values: {},
      ignored: [{ name: 'rate' }],
    });
    expect(junk.ignored.every((i) => i.nearest === undefined)).toBe(true);
  });
});
