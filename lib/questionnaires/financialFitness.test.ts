import { ENGLISH_FIELD_WORDS } from '@/content/en/fieldWords';
import { fitnessFields, fitnessLightThresholds, fitnessRules } from '@/content/financialFitness';
import { dependantsChoice, fitnessFieldText } from '@/content/en/financialFitness';
import { fitnessAreas } from '@/lib/questionnaires/fitnessCheck';
import { parseNumberField, readQueryFields, writeQueryFields } from '../calculators/numberField';
import {
  FITNESS_AREAS,
  FITNESS_FIELDS,
  evaluateFitness,
  lightFor,
  measureArea,
  retirementMultiple,
  type FitnessAreaId,
  type FitnessInput,
} from './financialFitness';

const weights = Object.fromEntries(fitnessAreas.map((a) => [a.id, a.weight])) as Record<FitnessAreaId, number>;
const rules = fitnessRules;

/** A household that meets every rule with room to spare; each test changes what it is about. */
const base: FitnessInput = {
  age: 40,
  income: 100000,
  expenses: 40000,
  emis: 10000,
  emergencySavings: 1000000,
  lifeCover: 20000000,
  healthCover: 2000000,
  dependants: 2,
  retirementSavings: 10000000,
};
const measure = (area: FitnessAreaId, change: Partial<FitnessInput>) => measureArea(area, { ...base, ...change }, rules);
const light = (area: FitnessAreaId, change: Partial<FitnessInput>) => lightFor(measure(area, change).score, fitnessLightThresholds);

describe('the rules of thumb in content', () => {
  it('weigh the six areas to 100 points', () => {
    expect(fitnessAreas.map((a) => a.id)).toEqual(FITNESS_AREAS);
    expect(fitnessAreas.reduce((sum, a) => sum + a.weight, 0)).toBe(100);
  });

  it('name each rule as a rule of thumb and cite at least one https source', () => {
    for (const area of fitnessAreas) {
      expect(area.rule.name).not.toBe('');
      expect(area.rule.sources.length).toBeGreaterThan(0);
      for (const source of area.rule.sources) expect(source.href).toMatch(/^https:\/\//);
    }
  });

  it('say what people in each position often look at, for each light, never as an instruction to the visitor', () => {
    for (const area of fitnessAreas)
      for (const l of ['green', 'amber', 'red'] as const) {
        const text = area.lookAt[l];
        expect(text).not.toBe('');
        // Descriptions, not imperatives: no "you"/"your", and no sentence opening with a bare verb.
        expect(text).not.toMatch(/\byou(r|rs)?\b/i);
        expect(text).not.toMatch(
          /^(Keep|Add|Build|Check|Avoid|List|Automate|Raise|Track|Review|Close|Take|Start|Ask|Buy|Get|Hold|Save|Set)\b/,
        );
      }
  });

  it('state each rule as what guides cite, not as an order to the visitor', () => {
    for (const area of fitnessAreas) expect(area.rule.statement).not.toMatch(/^(Keep|Save|Hold|Take|Buy|Get)\b|\byou(r)?\b/i);
  });

  it('mark the life and health cover areas, and only those, as pointing at insurance', () => {
    expect(fitnessAreas.filter((a) => a.insurance).map((a) => a.id)).toEqual(['life', 'health']);
  });
});

describe('traffic lights', () => {
  it('are green only when the rule is met, amber from the threshold, red below', () => {
    expect(lightFor(1, fitnessLightThresholds)).toBe('green');
    expect(lightFor(0.999, fitnessLightThresholds)).toBe('amber');
    expect(lightFor(fitnessLightThresholds.amberFrom, fitnessLightThresholds)).toBe('amber');
    expect(lightFor(fitnessLightThresholds.amberFrom - 0.001, fitnessLightThresholds)).toBe('red');
  });
});

describe('emergency fund: months of expenses and EMIs, target from content', () => {
  const outgo = base.expenses + base.emis;
  const months = (m: number) => ({ emergencySavings: m * outgo });
  it('is green at exactly the target and above', () => {
    expect(light('emergency', months(rules.emergencyMonths))).toBe('green');
    expect(measure('emergency', months(rules.emergencyMonths)).measured).toBe(rules.emergencyMonths);
  });
  it('is amber just below the target and at half of it, red below half', () => {
    expect(light('emergency', { emergencySavings: rules.emergencyMonths * outgo - 1 })).toBe('amber');
    expect(light('emergency', months(rules.emergencyMonths / 2))).toBe('amber');
    expect(light('emergency', { emergencySavings: (rules.emergencyMonths / 2) * outgo - 1 })).toBe('red');
  });
  it('scores the share of the target reached', () => {
    expect(measure('emergency', months(4)).score).toBeCloseTo(4 / rules.emergencyMonths);
    expect(measure('emergency', { emergencySavings: 0 }).score).toBe(0);
  });
  it('scores in full with nothing to pay each month', () => {
    expect(measure('emergency', { expenses: 0, emis: 0, emergencySavings: 0 })).toEqual({
      score: 1,
      measured: null,
      target: rules.emergencyMonths,
    });
  });
});

describe('debt load: EMIs as a share of take-home income', () => {
  const emiAt = (percent: number) => ({ emis: (base.income * percent) / 100 });
  it('is green up to and at the limit', () => {
    expect(light('debt', emiAt(0))).toBe('green');
    expect(light('debt', emiAt(rules.emiLimitPercent))).toBe('green');
    expect(measure('debt', emiAt(rules.emiLimitPercent)).measured).toBe(rules.emiLimitPercent);
  });
  it('warns (amber) just above the limit, and turns red past one and a half times it', () => {
    expect(light('debt', { emis: (base.income * rules.emiLimitPercent) / 100 + 1 })).toBe('amber');
    expect(light('debt', emiAt(rules.emiLimitPercent * 1.5))).toBe('amber');
    expect(light('debt', { emis: (base.income * rules.emiLimitPercent * 1.5) / 100 + 1 })).toBe('red');
  });
  it('scores nothing at twice the limit and beyond', () => {
    expect(measure('debt', emiAt(rules.emiLimitPercent * 2)).score).toBe(0);
    expect(measure('debt', { emis: base.income * 3 }).score).toBe(0);
  });
});

describe('savings rate: income left after expenses and EMIs', () => {
  const savingAt = (percent: number) => ({ emis: 0, expenses: base.income * (1 - percent / 100) });
  it('is green at the target', () => {
    expect(light('savings', savingAt(rules.savingsRatePercent))).toBe('green');
    expect(measure('savings', savingAt(rules.savingsRatePercent)).measured).toBeCloseTo(rules.savingsRatePercent);
  });
  it('is amber at half the target, red below', () => {
    expect(light('savings', savingAt(rules.savingsRatePercent / 2))).toBe('amber');
    expect(light('savings', { emis: 0, expenses: base.income * (1 - rules.savingsRatePercent / 200) + 1 })).toBe('red');
  });
  it('scores nothing when spending exceeds income', () => {
    expect(measure('savings', { expenses: base.income, emis: 5000 }).score).toBe(0);
  });
});

describe('life cover: a multiple of yearly income when anyone depends on it', () => {
  const target = rules.lifeCoverMultiple * base.income * 12;
  it('is green at the multiple, amber at half, red below', () => {
    expect(measure('life', { lifeCover: target })).toEqual({ score: 1, measured: target, target });
    expect(light('life', { lifeCover: target - 1 })).toBe('amber');
    expect(light('life', { lifeCover: target / 2 })).toBe('amber');
    expect(light('life', { lifeCover: target / 2 - 1 })).toBe('red');
  });
  it('does not apply with no dependants', () => {
    expect(measure('life', { dependants: 0, lifeCover: 0 })).toEqual({ score: 1, measured: null, target: null });
  });
});

describe('health cover: the floater benchmark', () => {
  it('is green at the benchmark, amber at half, red below', () => {
    expect(light('health', { healthCover: rules.healthCoverRupees })).toBe('green');
    expect(light('health', { healthCover: rules.healthCoverRupees - 1 })).toBe('amber');
    expect(light('health', { healthCover: rules.healthCoverRupees / 2 })).toBe('amber');
    expect(light('health', { healthCover: rules.healthCoverRupees / 2 - 1 })).toBe('red');
  });
});

describe('retirement savings: a multiple of current yearly expenses, in a straight line by age', () => {
  const { retirementExpenseMultiple: multiple, retirementStartAge: start, retirementAge: end } = rules;
  const yearlyExpenses = base.expenses * 12;

  it('states the rule’s multiple and ages as the check applies them, with an Indian insurer as a source', () => {
    const retirement = fitnessAreas.find((a) => a.id === 'retirement');
    expect(retirement?.rule.statement).toContain(`${multiple} times current yearly expenses`);
    expect(retirement?.rule.statement).toContain(`nothing at ${start} and the full ${multiple} times at ${end}, in a straight line`);
    expect(retirement?.rule.statement).toMatch(/straight line ignores growth/);
    expect(retirement?.rule.sources.map((s) => new URL(s.href).hostname)).toContain('lifeinsurance.adityabirlacapital.com');
  });

  it('asks nothing up to the start age and the full multiple from the retirement age on', () => {
    expect(retirementMultiple(18, rules)).toBe(0);
    expect(retirementMultiple(start, rules)).toBe(0);
    expect(retirementMultiple(end, rules)).toBe(multiple);
    expect(retirementMultiple(100, rules)).toBe(multiple);
  });

  it('rises by the same step every year in between: a straight line', () => {
    const step = multiple / (end - start);
    for (let age = start + 1; age <= end; age += 1)
      expect(retirementMultiple(age, rules) - retirementMultiple(age - 1, rules)).toBeCloseTo(step, 10);
    expect(retirementMultiple((start + end) / 2, rules)).toBeCloseTo(multiple / 2, 10);
  });

  it('measures against yearly expenses, leaving out EMIs and income', () => {
    const target = retirementMultiple(base.age, rules) * yearlyExpenses;
    expect(measure('retirement', {}).target).toBeCloseTo(target, 6);
    expect(measure('retirement', { emis: base.emis * 3, income: base.income * 2 }).target).toBeCloseTo(target, 6);
    expect(measure('retirement', { expenses: base.expenses * 2 }).target).toBeCloseTo(2 * target, 6);
  });

  it('is green at the target for the age, amber at half, red below', () => {
    const target = retirementMultiple(base.age, rules) * yearlyExpenses;
    expect(measure('retirement', { retirementSavings: target })).toEqual({ score: 1, measured: target, target });
    expect(light('retirement', { retirementSavings: target - 1 })).toBe('amber');
    expect(light('retirement', { retirementSavings: target / 2 })).toBe('amber');
    expect(light('retirement', { retirementSavings: target / 2 - 1 })).toBe('red');
  });

  it('sets no target at the start age or younger, or with no expenses', () => {
    const none = { score: 1, measured: null, target: null };
    expect(measure('retirement', { age: start, retirementSavings: 0 })).toEqual(none);
    expect(measure('retirement', { expenses: 0, retirementSavings: 0 })).toEqual(none);
  });
});

describe('the overall score', () => {
  it('is 100 when every rule is met and 0 when none is', () => {
    expect(evaluateFitness(base, rules, weights, fitnessLightThresholds).total).toBe(100);
    const worst: FitnessInput = {
      ...base,
      expenses: 90000,
      emis: 90000,
      emergencySavings: 0,
      lifeCover: 0,
      healthCover: 0,
      retirementSavings: 0,
    };
    const result = evaluateFitness(worst, rules, weights, fitnessLightThresholds);
    expect(result.total).toBe(0);
    expect(result.areas.every((a) => a.light === 'red')).toBe(true);
  });
  it('adds each area’s rounded weight × score', () => {
    // Emergency at 3 of 6 months: half of its points; everything else in full.
    const result = evaluateFitness({ ...base, emergencySavings: 3 * (base.expenses + base.emis) }, rules, weights, fitnessLightThresholds);
    const emergency = result.areas.find((a) => a.id === 'emergency');
    expect(emergency?.points).toBe(Math.round(weights.emergency / 2));
    expect(result.total).toBe(100 - weights.emergency + Math.round(weights.emergency / 2));
    expect(result.total).toBe(result.areas.reduce((sum, a) => sum + a.points, 0));
  });
});

describe('the form’s boxes (read by the shared number-field rules)', () => {
  it('read Indian grouping, rupee signs and spaces', () => {
    expect(parseNumberField(fitnessFields.income, '₹1,25,000', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 125000 });
    expect(parseNumberField(fitnessFields.income, ' Rs 80000 ', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 80000 });
    expect(parseNumberField(fitnessFields.age, '35', ENGLISH_FIELD_WORDS)).toEqual({ ok: true, value: 35 });
  });
  it('explain what is wrong and what to enter', () => {
    expect(parseNumberField(fitnessFields.income, '', ENGLISH_FIELD_WORDS)).toEqual({
      ok: false,
      message: 'Enter your monthly take-home income, for example 80,000.',
    });
    expect(parseNumberField(fitnessFields.emis, 'lots', ENGLISH_FIELD_WORDS)).toEqual({
      ok: false,
      message: 'Enter your monthly EMIs in digits, for example 15,000.',
    });
    expect(parseNumberField(fitnessFields.age, '35.5', ENGLISH_FIELD_WORDS).ok).toBe(false);
    expect(parseNumberField(fitnessFields.age, '12', ENGLISH_FIELD_WORDS)).toEqual({
      ok: false,
      message: `Your age must be at least ${fitnessFields.age.min} years.`,
    });
    expect(parseNumberField(fitnessFields.income, '500', ENGLISH_FIELD_WORDS)).toEqual({
      ok: false,
      message: 'Your monthly take-home income must be at least ₹1,000.',
    });
    expect(parseNumberField(fitnessFields.lifeCover, '-1', ENGLISH_FIELD_WORDS).ok).toBe(false);
  });
  it('have a label for every box, and dependants from 0 up', () => {
    expect(Object.keys(fitnessFieldText).sort()).toEqual(Object.keys(fitnessFields).sort());
    expect([...Object.keys(fitnessFields), 'dependants'].sort()).toEqual([...FITNESS_FIELDS].sort());
    expect(dependantsChoice.options[0]).toBe('0');
  });
});

describe('shared links', () => {
  it('carry the eight typed figures and read back the same; junk is dropped and reported', () => {
    const typed = Object.fromEntries(Object.keys(fitnessFields).map((f) => [f, base[f as keyof FitnessInput]])) as Record<
      keyof typeof fitnessFields,
      number
    >;
    const query = writeQueryFields(fitnessFields, typed);
    expect(readQueryFields(fitnessFields, `?${query}`, ENGLISH_FIELD_WORDS)).toEqual({ values: typed, ignored: [] });
    const junk = readQueryFields(fitnessFields, '?age=200&income=abc&emis=5000&name=Ravi', ENGLISH_FIELD_WORDS);
    expect(junk.values).toEqual({ emis: 5000 });
    expect(junk.ignored.map((i) => i.name)).toEqual(['age', 'income']);
  });
});
