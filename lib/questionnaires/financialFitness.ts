// The financial fitness check: six areas, each measured against a rule of thumb and scored from 0
// (far from it) to 1 (meets it). The rules' figures, the weights and the traffic-light thresholds
// are data (content/financialFitness.ts), passed in, so the tests exercise exactly what the page uses.

export const FITNESS_FIELDS = [
  'age',
  'income',
  'expenses',
  'emis',
  'emergencySavings',
  'lifeCover',
  'healthCover',
  'dependants',
  'retirementSavings',
] as const;
type FitnessField = (typeof FITNESS_FIELDS)[number];

export type FitnessInput = Readonly<Record<FitnessField, number>>;

/** The fields typed into text boxes; dependants is picked from a list. */
export type FitnessNumberField = Exclude<FitnessField, 'dependants'>;

export type FitnessAreaId = 'emergency' | 'debt' | 'savings' | 'life' | 'health' | 'retirement';
export const FITNESS_AREAS: readonly FitnessAreaId[] = ['emergency', 'debt', 'savings', 'life', 'health', 'retirement'];

export type FitnessRules = {
  /** Months of expenses and EMIs an emergency fund should cover. */
  emergencyMonths: number;
  /** EMIs as a percent of take-home income, above which debt is a strain. */
  emiLimitPercent: number;
  /** Share of take-home income left after expenses and EMIs. */
  savingsRatePercent: number;
  /** Life cover as a multiple of yearly take-home income, when anyone depends on it. */
  lifeCoverMultiple: number;
  /** Health cover (sum insured) in rupees. */
  healthCoverRupees: number;
  /** The corpus to have at `retirementAge`, as a multiple of current yearly expenses (EMIs left out). */
  retirementExpenseMultiple: number;
  /** The age at which the retirement target starts from nothing. */
  retirementStartAge: number;
  /** The age by which the full multiple is due; the target rises in a straight line from the start age to it. */
  retirementAge: number;
};

export type TrafficLight = 'green' | 'amber' | 'red';

/** An area is green when it meets its rule (score 1), amber from `amberFrom` up, red below. */
export type LightThresholds = { amberFrom: number };

export type FitnessAreaResult = {
  id: FitnessAreaId;
  /** 0 to 1: how far toward its rule of thumb the area is. */
  score: number;
  light: TrafficLight;
  weight: number;
  /** weight x score, rounded to a whole point; the overall score is the sum of these. */
  points: number;
  /** The figure the rule looks at (months, percent, rupees); null when the rule does not apply. */
  measured: number | null;
  /** What the rule asks of that figure; null when the rule does not apply. */
  target: number | null;
};

export type FitnessResult = { areas: FitnessAreaResult[]; total: number };

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** At least `target` is good: the score is the share of the target reached. */
const atLeast = (measured: number, target: number) => (target <= 0 ? 1 : clamp01(measured / target));

/**
 * The multiple of current yearly expenses the retirement savings are measured against at an age: nothing
 * at the start age, the full multiple at the retirement age, a straight line between and flat after.
 * A straight line ignores growth on what is already saved, so early on it asks more than a projection
 * with returns would; the page says so.
 */
export function retirementMultiple(
  age: number,
  rules: Pick<FitnessRules, 'retirementExpenseMultiple' | 'retirementStartAge' | 'retirementAge'>,
): number {
  const { retirementExpenseMultiple: multiple, retirementStartAge: start, retirementAge: end } = rules;
  if (age <= start) return 0;
  if (age >= end) return multiple;
  return (multiple * (age - start)) / (end - start);
}

export function lightFor(score: number, thresholds: LightThresholds): TrafficLight {
  if (score >= 1) return 'green';
  return score >= thresholds.amberFrom ? 'amber' : 'red';
}

type Measure = { score: number; measured: number | null; target: number | null };

/** Each area's rule of thumb, applied to one visitor's figures. */
export function measureArea(area: FitnessAreaId, input: FitnessInput, rules: FitnessRules): Measure {
  const yearlyIncome = input.income * 12;
  switch (area) {
    case 'emergency': {
      const outgo = input.expenses + input.emis;
      const months = outgo > 0 ? input.emergencySavings / outgo : Number.POSITIVE_INFINITY;
      return {
        score: atLeast(months, rules.emergencyMonths),
        measured: Number.isFinite(months) ? months : null,
        target: rules.emergencyMonths,
      };
    }
    case 'debt': {
      const percent = (input.emis / input.income) * 100;
      const limit = rules.emiLimitPercent;
      // Within the limit scores full; beyond it the score falls in a straight line to 0 at twice the limit.
      const score = percent <= limit ? 1 : clamp01(1 - (percent - limit) / limit);
      return { score, measured: percent, target: limit };
    }
    case 'savings': {
      const percent = ((input.income - input.expenses - input.emis) / input.income) * 100;
      return { score: atLeast(percent, rules.savingsRatePercent), measured: percent, target: rules.savingsRatePercent };
    }
    case 'life': {
      if (input.dependants === 0) return { score: 1, measured: null, target: null };
      const target = rules.lifeCoverMultiple * yearlyIncome;
      return { score: atLeast(input.lifeCover, target), measured: input.lifeCover, target };
    }
    case 'health':
      return { score: atLeast(input.healthCover, rules.healthCoverRupees), measured: input.healthCover, target: rules.healthCoverRupees };
    case 'retirement': {
      // Expenses without EMIs: loans usually end before retirement, the household's spending does not.
      const target = retirementMultiple(input.age, rules) * input.expenses * 12;
      if (target <= 0) return { score: 1, measured: null, target: null };
      return { score: atLeast(input.retirementSavings, target), measured: input.retirementSavings, target };
    }
  }
}

/** The whole check: every area's score, light and points, and the total out of the weights' sum (100). */
export function evaluateFitness(
  input: FitnessInput,
  rules: FitnessRules,
  weights: Readonly<Record<FitnessAreaId, number>>,
  thresholds: LightThresholds,
): FitnessResult {
  const areas = FITNESS_AREAS.map((id): FitnessAreaResult => {
    const { score, measured, target } = measureArea(id, input, rules);
    const weight = weights[id];
    return { id, score, light: lightFor(score, thresholds), weight, points: Math.round(weight * score), measured, target };
  });
  return { areas, total: areas.reduce((sum, a) => sum + a.points, 0) };
}
