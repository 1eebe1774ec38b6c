// The risk-profile questionnaire's arithmetic: add the points of the chosen options, find the band
// the total falls in. The questions, their points and the bands are data (content/riskProfile.ts),
// passed in, so the same functions score the page, the no-JavaScript table and the tests.

type RiskOption = {
  label: string;
  points: number;
};

export type RiskQuestion = {
  /** Short and URL-safe: the key of this answer in a shared link. */
  id: string;
  /** The fieldset's legend: the question as the visitor reads it. */
  legend: string;
  /** Why the question is asked, one line under the legend. */
  hint?: string;
  options: readonly RiskOption[];
};

export type RiskProfileId = 'conservative' | 'moderately-conservative' | 'moderate' | 'moderately-aggressive' | 'aggressive';

/** The six levels of SEBI's riskometer, lowest first. */
export const RISKOMETER_LEVELS = ['Low', 'Low to Moderate', 'Moderate', 'Moderately High', 'High', 'Very High'] as const;
export type RiskometerLevel = (typeof RISKOMETER_LEVELS)[number];

/** The SEBI fund categories the result names, by a language-independent id. */
export const FUND_CATEGORIES = [
  'overnight',
  'liquid',
  'arbitrage',
  'money-market',
  'ultra-short-duration',
  'short-duration',
  'banking-psu',
  'corporate-bond',
  'gilt',
  'dynamic-bond',
  'medium-duration',
  'conservative-hybrid',
  'equity-savings',
  'balanced-advantage',
  'multi-asset-allocation',
  'aggressive-hybrid',
  'large-cap',
  'index',
  'flexi-cap',
  'elss',
  'multi-cap',
  'mid-cap',
  'small-cap',
  'value-contra',
] as const;
export type FundCategoryId = (typeof FUND_CATEGORIES)[number];

export type RiskBand = {
  id: RiskProfileId;
  name: string;
  /** Lowest and highest total (inclusive) that gives this profile. */
  min: number;
  max: number;
  meaning: string;
  /** SEBI fund categories people with this profile often look at; each one's typical level lies within `riskometer`. */
  categories: readonly FundCategoryId[];
  /** Riskometer levels people with this profile often consider, lowest first. Never a recommendation: each scheme's own level governs. */
  riskometer: readonly RiskometerLevel[];
  askBeforeInvesting: readonly string[];
};

/**
 * Whether every level a category's schemes typically show is one of the band's levels: the check that
 * keeps a band from listing a category riskier (or safer) than the riskometer levels it shows.
 */
export function categoryFitsBand(typical: readonly RiskometerLevel[], band: Pick<RiskBand, 'riskometer'>): boolean {
  return typical.length > 0 && typical.every((level) => band.riskometer.includes(level));
}

/** One chosen option per question, by its position in the question's options; null when unanswered. */
export type RiskAnswers = Readonly<Record<string, number | null>>;

export function emptyAnswers(questions: readonly RiskQuestion[]): Record<string, number | null> {
  return Object.fromEntries(questions.map((q) => [q.id, null]));
}

export function maxScore(questions: readonly RiskQuestion[]): number {
  return questions.reduce((sum, q) => sum + Math.max(...q.options.map((o) => o.points)), 0);
}

export function minScore(questions: readonly RiskQuestion[]): number {
  return questions.reduce((sum, q) => sum + Math.min(...q.options.map((o) => o.points)), 0);
}

export function answeredCount(questions: readonly RiskQuestion[], answers: RiskAnswers): number {
  return questions.filter((q) => answers[q.id] != null).length;
}

/** The total of the chosen options' points, or null while any question is unanswered. */
export function riskScore(questions: readonly RiskQuestion[], answers: RiskAnswers): number | null {
  let total = 0;
  for (const question of questions) {
    const index = answers[question.id];
    const option = index == null ? undefined : question.options[index];
    if (!option) return null;
    total += option.points;
  }
  return total;
}

/** The band a total falls in. Throws when the bands leave the total uncovered: a data error, caught by the tests. */
export function bandFor(total: number, bands: readonly RiskBand[]): RiskBand {
  const band = bands.find((b) => total >= b.min && total <= b.max);
  if (!band) throw new RangeError(`No risk band covers a score of ${total}`);
  return band;
}

/** A shared link's query: each question's id with the chosen option's position ("age=2&horizon=4..."). */
export function riskQuery(questions: readonly RiskQuestion[], answers: RiskAnswers): string {
  const params = new URLSearchParams();
  for (const q of questions) {
    const index = answers[q.id];
    if (index != null) params.set(q.id, String(index));
  }
  return params.toString();
}

export type ParsedRiskQuery = {
  answers: Record<string, number | null>;
  /** Question ids the link named with a value this page cannot use; they are left unanswered. */
  rejected: string[];
};

/**
 * Answers from a shared link. Only whole numbers that name an existing option count; anything else
 * is dropped and reported, never thrown, so a mangled link still opens the questionnaire.
 */
export function riskAnswersFromQuery(questions: readonly RiskQuestion[], search: string): ParsedRiskQuery {
  const params = new URLSearchParams(search);
  const answers = emptyAnswers(questions);
  const rejected: string[] = [];
  for (const q of questions) {
    const raw = params.get(q.id);
    if (raw === null) continue;
    const index = /^\d{1,2}$/.test(raw) ? Number(raw) : -1;
    if (index >= 0 && index < q.options.length) answers[q.id] = index;
    else rejected.push(q.id);
  }
  return { answers, rejected };
}
