import type { FundCategoryId, RiskBand, RiskometerLevel, RiskProfileId } from '@/lib/questionnaires/riskProfile';

// The risk-profile questionnaire: ten questions, each option worth 0 (most cautious) to 4 (boldest)
// points, so a total runs from 0 to 40 and falls in one of five bands of equal width. The page prints
// this table, so a visitor can score by hand and see exactly how the result was reached.
//
// Riskometer levels: SEBI circular SEBI/HO/IMD/DF3/CIR/P/2020/197, "Product Labeling in Mutual Fund
// schemes – Risk-o-meter", 5 October 2020, para 2(c): "Risk-o-meter shall have following six levels
// of risk for mutual fund schemes: Low, Low to Moderate, Moderate, Moderately High, High and Very
// High" (text at https://cacult.com/?p=28263; in force from 1 January 2021). Each scheme's level is
// set from its own portfolio and re-evaluated every month (para 2(g)), which is why the page says to
// check the scheme's riskometer rather than rely on its category.
//
// The figures (ids, points, bands' totals, categories, levels) are here once; the words are in one
// RiskProfileWords per language (English below, Hindi in content/hi/riskProfile.ts), so a score is
// the same in both languages and a shared link's query names are the questions' ids in both.

/** The questions in the order asked; each id is the answer's key in a shared link. */
export const RISK_QUESTION_IDS = [
  'age',
  'horizon',
  'income',
  'dependants',
  'emergency',
  'experience',
  'fall',
  'goal',
  'share',
  'withdrawal',
] as const;
export type RiskQuestionId = (typeof RISK_QUESTION_IDS)[number];

/** Each question has five answers, most cautious first. */
export type FiveAnswers<T> = readonly [T, T, T, T, T];

/** The points of each question's answers, in the order shown: 0 for the most cautious, 4 for the boldest. */
export const answerPoints: Readonly<Record<RiskQuestionId, FiveAnswers<number>>> = {
  age: [0, 1, 2, 3, 4],
  horizon: [0, 1, 2, 3, 4],
  income: [0, 1, 2, 3, 4],
  dependants: [0, 1, 2, 3, 4],
  emergency: [0, 1, 2, 3, 4],
  experience: [0, 1, 2, 3, 4],
  fall: [0, 1, 2, 3, 4],
  goal: [0, 1, 2, 3, 4],
  share: [0, 1, 2, 3, 4],
  withdrawal: [0, 1, 2, 3, 4],
};

/** A question's words: the legend, the line under it (where the English has one), and its five answers. */
type RiskQuestionWords = { legend: string; hint?: string; options: FiveAnswers<string> };

/** A band's figures: its range of totals, the categories and the riskometer levels it shows. */
export type RiskBandData = Omit<RiskBand, 'name' | 'meaning' | 'askBeforeInvesting'>;

/** A band's words: its name, what it means, and three questions to ask before investing. */
type RiskBandWords = { name: string; meaning: string; askBeforeInvesting: readonly [string, string, string] };

export const bandData: readonly RiskBandData[] = [
  { id: 'conservative', min: 0, max: 8, categories: ['overnight', 'liquid', 'arbitrage'], riskometer: ['Low', 'Low to Moderate'] },
  {
    id: 'moderately-conservative',
    min: 9,
    max: 16,
    categories: ['money-market', 'ultra-short-duration', 'short-duration', 'banking-psu', 'corporate-bond'],
    riskometer: ['Low to Moderate', 'Moderate'],
  },
  {
    id: 'moderate',
    min: 17,
    max: 24,
    categories: ['gilt', 'dynamic-bond', 'medium-duration', 'equity-savings', 'conservative-hybrid'],
    riskometer: ['Moderate', 'Moderately High'],
  },
  {
    id: 'moderately-aggressive',
    min: 25,
    max: 32,
    categories: ['balanced-advantage', 'multi-asset-allocation', 'aggressive-hybrid', 'large-cap', 'index', 'flexi-cap', 'elss'],
    riskometer: ['Moderately High', 'High', 'Very High'],
  },
  {
    id: 'aggressive',
    min: 33,
    max: 40,
    categories: ['mid-cap', 'small-cap', 'multi-cap', 'value-contra'],
    riskometer: ['High', 'Very High'],
  },
];

/**
 * The riskometer level most schemes of each category print (one level, or the two most of them fall
 * between). It is a guide to the category, not a fact about any scheme: SEBI's circular (para 2(g))
 * has each scheme's level set from its own portfolio and reviewed every month, so each scheme's own
 * riskometer governs. Checked against the levels fund houses print for the category; a band lists a
 * category only when these levels lie within the band's own riskometer levels (a unit test holds it).
 */
export const typicalRiskometer: Readonly<Record<FundCategoryId, readonly RiskometerLevel[]>> = {
  overnight: ['Low'],
  liquid: ['Low to Moderate'],
  arbitrage: ['Low'],
  'money-market': ['Low to Moderate', 'Moderate'],
  'ultra-short-duration': ['Low to Moderate', 'Moderate'],
  'short-duration': ['Moderate'],
  'banking-psu': ['Moderate'],
  'corporate-bond': ['Moderate'],
  gilt: ['Moderate'],
  'dynamic-bond': ['Moderate'],
  'medium-duration': ['Moderate', 'Moderately High'],
  'conservative-hybrid': ['Moderately High'],
  'equity-savings': ['Moderate', 'Moderately High'],
  'balanced-advantage': ['High', 'Very High'],
  'multi-asset-allocation': ['High', 'Very High'],
  'aggressive-hybrid': ['High', 'Very High'],
  'large-cap': ['Very High'],
  index: ['Very High'],
  'flexi-cap': ['Very High'],
  elss: ['Very High'],
  'multi-cap': ['Very High'],
  'mid-cap': ['Very High'],
  'small-cap': ['Very High'],
  'value-contra': ['Very High'],
};

/** The visible words of the result and the scoring table; "{name}" marks where a figure goes. */
export type RiskProfileText = {
  result: {
    eyebrow: string;
    /** {score} is set in bold; {max}, {min} and {bandMax} are the questionnaire's and the band's totals. */
    score: string;
    categoriesHeading: string;
    /** After each category's name: {levels} is the level its schemes most often print. */
    categoryTypical: string;
    riskometerHeading: string;
    /** Under the scale: {levels} is the band's riskometer levels. */
    riskometerCaption: string;
    /** Read out after each marked level on the scale. */
    markedLevel: string;
    askHeading: string;
    /** Joins levels in a list ("Low, Low to Moderate"), and two typical levels ("Low to Moderate or Moderate"). */
    levelJoin: string;
    typicalJoin: string;
  };
  scoringTable: {
    pointsCaption: string;
    question: string;
    answer: string;
    points: string;
    bandsCaption: string;
    total: string;
    profile: string;
    riskometer: string;
    /** A band's range of totals: {min} and {max}. */
    range: string;
  };
  /** The questionnaire's own words, around the questions. */
  quiz: {
    /** The form's heading, for screen readers. */
    formTitle: string;
    noScript: string;
    /** A shared link with answers the page could not read: one question, or {count} of them. */
    rejectedOne: string;
    rejectedMany: string;
    /** Under a question left unanswered when the visitor asked for the profile. */
    unanswered: string;
    submit: string;
    /** Beside the button: {missing} of {total} questions unanswered. */
    gap: string;
    /** The progress bar's label: {answered} of {total}. */
    progress: string;
    /** Read out when a result appears: {name}, {score} and {max}. */
    status: string;
    discuss: string;
    /** The contact form's message: {name}, {score}, {max} and {url} (the link to the answers). */
    discussMessage: string;
    shareTitle: string;
    print: string;
  };
};

/** Every word of the risk profile page and its questionnaire, in one language. */
export type RiskProfileWords = {
  questions: Readonly<Record<RiskQuestionId, RiskQuestionWords>>;
  bands: Readonly<Record<RiskProfileId, RiskBandWords>>;
  /**
   * Each category's name as the page shows it, as SEBI's categorisation circular of 26 February 2026
   * ("Categorization and Rationalization of Mutual Fund Schemes", which replaced the circulars of 6 October
   * 2017 and 6 November 2020) names them. That circular lets a fund house run a value fund and a contra fund
   * side by side (within an overlap limit); the page keeps them as one row of the band they share.
   * News of the circular: New Indian Express, 26 Feb 2026, https://www.newindianexpress.com/business/2026/Feb/26/sebi-overhauls-mutual-fund-classification-introduces-life-cycle-funds-scraps-solution-oriented-schemes;
   * Livemint, 26 Feb 2026, https://www.livemint.com/money/personal-finance/sebi-announces-lifecycle-funds-discontinues-solution-oriented-mutual-funds-in-the-latest-categorisation-of-schemes-11772102565148.html
   */
  categoryNames: Readonly<Record<FundCategoryId, string>>;
  /** SEBI's six riskometer levels as the page writes them (in Hindi, as AMFI's Hindi pages do). */
  levelNames: Readonly<Record<RiskometerLevel, string>>;
  text: RiskProfileText;
  /** How the page explains the scoring, above the table of points. */
  scoringIntro: readonly [string, string];
  /** The heading of the band under the questionnaire. */
  howHeading: string;
  suitabilityNote: string;
  notAdvice: string;
  shareNote: string;
};
