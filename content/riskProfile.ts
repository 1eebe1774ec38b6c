import type { FundCategoryId, RiskBand, RiskometerLevel, RiskQuestion } from '@/lib/riskProfile';
import { discussService } from './questionnaires';

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

export const riskQuestions = [
  {
    id: 'age',
    legend: 'How old are you?',
    hint: 'More working years ahead leave more time to recover from a fall.',
    options: [
      { label: '60 or over', points: 0 },
      { label: '50 to 59', points: 1 },
      { label: '40 to 49', points: 2 },
      { label: '30 to 39', points: 3 },
      { label: 'Under 30', points: 4 },
    ],
  },
  {
    id: 'horizon',
    legend: 'How long do you plan to keep this money invested?',
    options: [
      { label: 'Less than a year', points: 0 },
      { label: '1 to 3 years', points: 1 },
      { label: '3 to 5 years', points: 2 },
      { label: '5 to 10 years', points: 3 },
      { label: 'More than 10 years', points: 4 },
    ],
  },
  {
    id: 'income',
    legend: 'How steady is your income?',
    options: [
      { label: 'I have no regular income', points: 0 },
      { label: 'Irregular: it changes a lot from month to month', points: 1 },
      { label: 'Fairly steady, though it could change', points: 2 },
      { label: 'Steady, and likely to grow', points: 3 },
      { label: 'Very secure, from more than one source', points: 4 },
    ],
  },
  {
    id: 'dependants',
    legend: 'How many people depend on your income?',
    options: [
      { label: 'Four or more', points: 0 },
      { label: 'Three', points: 1 },
      { label: 'Two', points: 2 },
      { label: 'One', points: 3 },
      { label: 'No one', points: 4 },
    ],
  },
  {
    id: 'emergency',
    legend: 'For how many months could your savings pay your household’s expenses if your income stopped?',
    hint: 'Count only money you could reach within a few days, such as a savings account or fixed deposit.',
    options: [
      { label: 'Less than a month', points: 0 },
      { label: '1 to 3 months', points: 1 },
      { label: '3 to 6 months', points: 2 },
      { label: '6 to 12 months', points: 3 },
      { label: 'More than 12 months', points: 4 },
    ],
  },
  {
    id: 'experience',
    legend: 'Which market-linked investments have you held?',
    options: [
      { label: 'None: only savings accounts, fixed deposits, PPF or similar', points: 0 },
      { label: 'Debt or hybrid mutual funds', points: 1 },
      { label: 'Equity mutual funds, for less than three years', points: 2 },
      { label: 'Equity mutual funds, for three years or more', points: 3 },
      { label: 'Equity funds or shares, held through at least one big market fall', points: 4 },
    ],
  },
  {
    id: 'fall',
    legend: 'Your investments fall 20% in a few months. What would you most likely do?',
    options: [
      { label: 'Sell everything to stop further losses', points: 0 },
      { label: 'Sell some of it', points: 1 },
      { label: 'Hold and wait for a recovery', points: 2 },
      { label: 'Hold and keep investing as planned', points: 3 },
      { label: 'Invest more while prices are lower', points: 4 },
    ],
  },
  {
    id: 'goal',
    legend: 'What matters most to you for this money?',
    options: [
      { label: 'Keeping it safe, even if it barely keeps up with inflation', points: 0 },
      { label: 'A regular income from it', points: 1 },
      { label: 'A balance of safety and growth', points: 2 },
      { label: 'Growth, accepting ups and downs along the way', points: 3 },
      { label: 'The most growth over the long run, accepting large swings', points: 4 },
    ],
  },
  {
    id: 'share',
    legend: 'What share of your total savings would you invest this way?',
    hint: 'The smaller the share, the less a fall in it affects your household as a whole.',
    options: [
      { label: 'More than three quarters', points: 0 },
      { label: 'Half to three quarters', points: 1 },
      { label: 'A quarter to a half', points: 2 },
      { label: 'A tenth to a quarter', points: 3 },
      { label: 'Less than a tenth', points: 4 },
    ],
  },
  {
    id: 'withdrawal',
    legend: 'When might you need to take some of this money out?',
    options: [
      { label: 'Within a year', points: 0 },
      { label: 'In 1 to 3 years', points: 1 },
      { label: 'In 3 to 5 years', points: 2 },
      { label: 'In 5 to 7 years', points: 3 },
      { label: 'Not for 7 years or more', points: 4 },
    ],
  },
] as const satisfies readonly RiskQuestion[];

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

/** Each category's name as the page shows it (SEBI's categorisation circular of 6 October 2017 names them). */
export const fundCategoryNames: Readonly<Record<FundCategoryId, string>> = {
  overnight: 'Overnight funds',
  liquid: 'Liquid funds',
  arbitrage: 'Arbitrage funds',
  'money-market': 'Money market funds',
  'ultra-short-duration': 'Ultra short duration funds',
  'short-duration': 'Short duration funds',
  'banking-psu': 'Banking and PSU funds',
  'corporate-bond': 'Corporate bond funds',
  gilt: 'Gilt funds',
  'dynamic-bond': 'Dynamic bond funds',
  'medium-duration': 'Medium duration funds',
  'conservative-hybrid': 'Conservative hybrid funds',
  'equity-savings': 'Equity savings funds',
  'balanced-advantage': 'Balanced advantage (dynamic asset allocation) funds',
  'multi-asset-allocation': 'Multi asset allocation funds',
  'aggressive-hybrid': 'Aggressive hybrid funds',
  'large-cap': 'Large cap funds',
  index: 'Equity index funds',
  'flexi-cap': 'Flexi cap funds',
  elss: 'Equity linked savings schemes (ELSS)',
  'multi-cap': 'Multi cap funds',
  'mid-cap': 'Mid cap funds',
  'small-cap': 'Small cap funds',
  'value-contra': 'Value and contra funds',
};

const riskometerAsk = 'What is the scheme’s riskometer level today, and how often has it changed in the past year?';
const documentsAsk =
  'What do the scheme information document and key information memorandum say about its risks, exit load and expense ratio?';

export const riskBands = [
  {
    id: 'conservative',
    name: 'Conservative',
    min: 0,
    max: 8,
    meaning:
      'Keeping what you have matters more to you than growing it, or you may need the money soon. Falls in value would worry you or disrupt your plans, so steadiness comes first, at the cost of lower growth over time.',
    categories: ['overnight', 'liquid', 'arbitrage'],
    riskometer: ['Low', 'Low to Moderate'],
    askBeforeInvesting: [
      riskometerAsk,
      'How much interest-rate and credit risk does the portfolio carry (its duration and the ratings of its papers)?',
      'Can I take my money out quickly, and is there an exit load if I do?',
    ],
  },
  {
    id: 'moderately-conservative',
    name: 'Moderately conservative',
    min: 9,
    max: 16,
    meaning:
      'You want most of the money steady, and can accept small, short falls in part of it for somewhat better growth. A long fall in the whole amount would be hard to live with.',
    categories: ['money-market', 'ultra-short-duration', 'short-duration', 'banking-psu', 'corporate-bond'],
    riskometer: ['Low to Moderate', 'Moderate'],
    askBeforeInvesting: [
      riskometerAsk,
      'How much interest-rate and credit risk does the portfolio carry, and how far did the scheme fall in its worst year?',
      'How is the scheme taxed if I redeem within three years, and after?',
    ],
  },
  {
    id: 'moderate',
    name: 'Moderate',
    min: 17,
    max: 24,
    meaning:
      'You look for a balance: some growth, with steadiness for most of the money. You can sit through a fall of some size if you have a few years before you need the money.',
    categories: ['gilt', 'dynamic-bond', 'medium-duration', 'equity-savings', 'conservative-hybrid'],
    riskometer: ['Moderate', 'Moderately High'],
    askBeforeInvesting: [
      riskometerAsk,
      'How much of the portfolio is in equity, and how does the scheme decide how much to hold in equity and debt?',
      documentsAsk,
    ],
  },
  {
    id: 'moderately-aggressive',
    name: 'Moderately aggressive',
    min: 25,
    max: 32,
    meaning:
      'Long-term growth is your main aim and you have the time and the savings cushion to wait out falls, including large ones, without selling. You still want part of the money to stay steadier.',
    categories: ['balanced-advantage', 'multi-asset-allocation', 'aggressive-hybrid', 'large-cap', 'index', 'flexi-cap', 'elss'],
    riskometer: ['Moderately High', 'High', 'Very High'],
    askBeforeInvesting: [
      riskometerAsk,
      'How far has the scheme’s category fallen in past market falls, and how long did it take to recover?',
      'Is there a lock-in (ELSS has three years) or an exit load, and does it fit when I may need the money?',
    ],
  },
  {
    id: 'aggressive',
    name: 'Aggressive',
    min: 33,
    max: 40,
    meaning:
      'You are investing for the long run, have experience of market falls and a secure base of savings and income, and can accept large swings in value, even a fall of a third or more, for the chance of higher growth.',
    categories: ['mid-cap', 'small-cap', 'multi-cap', 'value-contra'],
    riskometer: ['High', 'Very High'],
    askBeforeInvesting: [
      riskometerAsk,
      'How concentrated is the portfolio, in a few stocks, a sector or a size of company?',
      'How easily can the scheme sell its holdings in a falling market (its liquidity), and what does its document say about that?',
    ],
  },
] as const satisfies readonly RiskBand[];

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
};

export const riskProfileText: RiskProfileText = {
  result: {
    eyebrow: 'Your risk profile',
    score: 'Score {score} of {max} (this profile: {min} to {bandMax})',
    categoriesHeading: 'Fund categories often looked at',
    categoryTypical: '(most schemes show {levels})',
    riskometerHeading: 'Riskometer levels people with this profile often consider; check each scheme’s own riskometer',
    riskometerCaption:
      'Often considered: {levels}. SEBI’s riskometer has six levels; each scheme shows its own, reviewed every month, and that level is the one to go by.',
    markedLevel: '(often considered with this profile)',
    askHeading: 'What to ask before investing',
    levelJoin: ', ',
    typicalJoin: ' or ',
  },
  scoringTable: {
    pointsCaption: 'Points for each answer',
    question: 'Question',
    answer: 'Answer',
    points: 'Points',
    bandsCaption: 'Total score and profile',
    total: 'Total score',
    profile: 'Profile',
    riskometer: 'Riskometer levels often considered',
    range: '{min} to {max}',
  },
};

/** How the page explains the scoring, above the table of points. */
export const riskScoringIntro = [
  'Each answer carries points, from 0 for the most cautious choice to 4 for the boldest. Add the points of your ten answers: the total, from 0 to 40, falls in one of five bands.',
  'The questions cover both your ability to take risk (age, time, income, dependants, savings cushion) and your willingness to (experience, what you would do in a fall, what you want from the money). Every question counts equally.',
];

/**
 * The firm's duty, stated on the page. AMFI's Code of Conduct for Mutual Fund Distributors (revised,
 * AMFI circular CIR/ARN-22a/2022-23, 7 April 2022; text at
 * https://www.lexibox.in/mfd/code-of-conduct-for-mutual-fund-distributors/, summarised in Cafemutual,
 * "AMFI revises code of conduct for mutual fund distributor",
 * https://cafemutual.com/news/industry/24307-amfi-revises-code-of-conduct-for-mutual-fund-distributor):
 * distributors must understand a client's financial status, investment experience and investment
 * objectives before recommending any scheme, and tell clients about the risks of the schemes recommended.
 */
export const riskSuitabilityNote =
  'This questionnaire is a starting point for a conversation, not a profile on record. Before any transaction, we confirm your risk profile with you, as the AMFI Code of Conduct for Mutual Fund Distributors requires us to understand your financial position, investment experience and objectives, and to explain the risks of any scheme we help you choose.';

export const riskIsNotAdvice =
  'The categories and riskometer levels above are general examples of what people with this profile often look at. They are not a recommendation of any scheme, and no scheme or fund house is named here. A scheme’s riskometer is set from its own portfolio and reviewed every month, so check the level printed on the scheme itself.';

export const riskShareNote =
  'The link carries your ten answers (which option you chose for each question) and nothing else: no name, phone number or email.';

/** What the risk profile page gives its questionnaire; the questionnaire's tests render it from the same object. */
export const riskProfileQuiz = {
  questions: riskQuestions,
  bands: riskBands,
  discussService: discussService.riskProfile,
  suitabilityNote: riskSuitabilityNote,
  notAdvice: riskIsNotAdvice,
  shareNote: riskShareNote,
  text: riskProfileText.result,
  categoryNames: fundCategoryNames,
  typicalRiskometer,
};
