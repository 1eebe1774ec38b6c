import { specStrings } from '../specStrings';
import { TOOL_CARDS, type ToolCard, type ToolsText } from '../tools';
import { questionnaireHubCards } from './questionnaires';
import { startGuideText } from './start';

// The /tools/ hub and the calculator pages in English: each calculator's labels, the formula as the
// page states it and the assumptions (the limits, the maths and the worked examples' inputs: lib/calculators/).

/** The label of every assumed-return field under /tools/ (AMFI's guideline: the rate is an assumption; content/assumedReturns.ts). */
export const ASSUMED_RATE_LABEL = 'Assumed rate of return (% a year)';

const toolsHubIntro =
  'Each calculator runs in your browser: nothing you enter leaves this page. Every figure is an illustration at the constant rates you choose, with the formula on its page, a year-by-year table, and a link you can share or print.';

const cards: ToolsText['cards'] = {
  '/financial-calculator/': {
    heading: 'SIP calculator',
    description: 'What the same amount invested every month could grow to, with a year-by-year table.',
  },
  '/tools/step-up-sip/': {
    heading: 'Step-up SIP',
    description: 'A SIP whose instalment rises every year, against the same SIP kept flat.',
  },
  '/tools/lumpsum/': {
    heading: 'Lumpsum',
    description: 'What a one-time investment could grow to, compounded once a year.',
  },
  '/tools/swp/': {
    heading: 'SWP',
    description: 'Monthly withdrawals from an investment: what could be left, what is withdrawn and how long it could last.',
  },
  '/tools/goal/': {
    heading: 'Goal',
    description: 'A child’s education, a house, a crore: the future cost and the SIP or lumpsum that could reach it.',
  },
  '/tools/retirement/': {
    heading: 'Retirement',
    description: 'The corpus that could pay rising expenses through retirement, and what could build it.',
  },
  '/tools/cost-of-delay/': {
    heading: 'Cost of delay',
    description: 'What starting the same SIP a year or more later could cost by the same end date.',
  },
  '/tools/regular-vs-direct/': {
    heading: 'Regular vs Direct',
    description: 'What a Regular Plan could cost in rupees against the Direct Plan of the same scheme.',
  },
  '/tools/risk-profile/': questionnaireHubCards.riskProfile,
  '/tools/financial-fitness/': questionnaireHubCards.financialFitness,
  '/start/': startGuideText.pointers.hubCard,
};

const SIP_TIMING =
  'Instalments are paid at the start of each month and grow at the monthly rate r = annual rate ÷ 12 ÷ 100, as on our SIP calculator.';
const CONSTANT_RATE = 'The rate stays the same every year. Real mutual fund returns rise and fall from year to year, and can be negative.';
const NOTHING_DEDUCTED = 'Nothing is deducted: no tax on gains, no exit load and no stamp duty.';
const TODAYS_RUPEES =
  'Today’s rupees: a future sum divided by (1 + inflation) for each year, what it would buy at today’s prices if prices rose at the inflation rate you set (6% a year unless you change it).';

// The spec's SIP calculator (/financial-calculator/): the limits and the maths are lib/calculators/sip.ts's (the
// spec's business constants); these are the words the page says about them.
export const sip = {
  /** The sliders' visible labels, which are also their accessible names (spec, section 5). */
  labels: {
    amount: specStrings.sipAmountLabel.text,
    // "Assumed": AMFI's guideline of November 2023 wants an illustration's rate stated as an
    // assumption; the spec's words "annual return rate" stay inside that label.
    rate: `Assumed ${specStrings.sipRateLabel.text} (%)`,
    years: specStrings.sipYearsLabel.text,
  },
  explainer: {
    intro:
      'A SIP (systematic investment plan) puts the same amount into a mutual fund every month. The calculator adds up what each instalment could grow to by the end of the period:',
    formulas: [
      {
        shown: 'M = P × [(1 + r)ⁿ − 1] ÷ r × (1 + r)',
        spoken: 'M equals P times the quantity (1 plus r) to the power n, minus 1, divided by r, times (1 plus r).',
      },
    ],
    terms: [
      { symbol: 'M', meaning: 'the maturity amount, what the investment is worth at the end' },
      { symbol: 'P', meaning: 'the monthly investment' },
      { symbol: 'r', meaning: 'the monthly rate: the assumed annual return ÷ 12 ÷ 100 (12% a year gives r = 0.01)' },
      { symbol: 'n', meaning: 'the number of monthly instalments: years × 12' },
    ],
    assumptions: [
      'Returns compound every month at one twelfth of the annual rate you choose.',
      'Each instalment is paid at the start of its month, so it earns that month’s return too (that is the final “× (1 + r)”).',
      'The rate stays the same for the whole period. Real mutual fund returns rise and fall from year to year, and can be negative.',
      'The same amount is invested every month, with no step-up, pause or missed instalment.',
      'Nothing is deducted: no tax on gains, no exit load, no stamp duty. The today’s-rupees figure assumes prices rise 6% a year.',
    ],
  },
  notAdvice:
    'The result is an illustration of compounding, not a forecast or a promise of returns, and not investment advice. Choose a scheme after reading its documents and considering your goals, time horizon and risk profile.',
} as const;

export const stepUpSip = {
  labels: {
    amount: 'First monthly instalment',
    rate: ASSUMED_RATE_LABEL,
    years: 'Time period (years)',
    stepup: 'Yearly step-up',
    inflation: 'Inflation (p.a.)',
  },
  explainer: {
    intro: 'A step-up SIP raises its monthly instalment once a year, for example as income grows. The value is built one year at a time:',
    formulas: [
      {
        shown: 'Vₖ = Vₖ₋₁ × (1 + r)¹² + Pₖ × [(1 + r)¹² − 1] ÷ r × (1 + r)',
        spoken:
          'V k equals V k minus 1 times (1 plus r) to the 12th, plus P k times the quantity (1 plus r) to the 12th minus 1, divided by r, times (1 plus r).',
      },
      { shown: 'Pₖ = P × (1 + s)ᵏ⁻¹', spoken: 'P k equals P times (1 plus s) to the power k minus 1.' },
    ],
    terms: [
      { symbol: 'Vₖ', meaning: 'the value at the end of year k (V₀ = 0)' },
      { symbol: 'P', meaning: 'the first year’s monthly instalment; Pₖ is year k’s' },
      { symbol: 's', meaning: 'the yearly step-up as a fraction (10% gives s = 0.1)' },
      { symbol: 'r', meaning: 'the monthly rate: the assumed annual return ÷ 12 ÷ 100' },
    ],
    assumptions: [
      SIP_TIMING,
      'The instalment rises by the step-up at the start of every 12 months and is not rounded.',
      CONSTANT_RATE,
      NOTHING_DEDUCTED,
      TODAYS_RUPEES,
    ],
  },
} as const;

export const lumpsum = {
  labels: { amount: 'Amount invested', rate: ASSUMED_RATE_LABEL, years: 'Time period (years)', inflation: 'Inflation (p.a.)' },
  explainer: {
    intro: 'A lumpsum is invested once. Its value grows at the assumed annual return, compounded once a year:',
    formulas: [{ shown: 'A = P × (1 + r)ᵗ', spoken: 'A equals P times (1 plus r) to the power t.' }],
    terms: [
      { symbol: 'A', meaning: 'the value at the end of the period' },
      { symbol: 'P', meaning: 'the amount invested' },
      { symbol: 'r', meaning: 'the assumed annual return as a fraction (12% gives r = 0.12)' },
      { symbol: 't', meaning: 'the number of years' },
    ],
    assumptions: ['Returns compound once a year.', CONSTANT_RATE, NOTHING_DEDUCTED, TODAYS_RUPEES],
  },
} as const;

export const swp = {
  labels: {
    corpus: 'Amount invested',
    withdrawal: 'Monthly withdrawal',
    rate: ASSUMED_RATE_LABEL,
    years: 'Time period (years)',
    inflation: 'Inflation (p.a.)',
  },
  explainer: {
    intro:
      'A systematic withdrawal plan takes the same amount out of an investment every month while the rest stays invested. Month by month:',
    formulas: [
      { shown: 'Bₘ = Bₘ₋₁ × (1 + i) − W', spoken: 'B m equals B m minus 1 times (1 plus i), minus W.' },
      { shown: 'i = (1 + r)^(1/12) − 1', spoken: 'i equals (1 plus r) to the power one twelfth, minus 1.' },
    ],
    terms: [
      { symbol: 'Bₘ', meaning: 'the balance after month m (B₀ is the amount invested)' },
      { symbol: 'W', meaning: 'the monthly withdrawal' },
      { symbol: 'r', meaning: 'the assumed annual return as a fraction' },
      { symbol: 'i', meaning: 'the monthly rate that compounds to r over 12 months' },
    ],
    assumptions: [
      'Each withdrawal is made at the end of its month, after that month’s growth.',
      'When the balance cannot pay a full withdrawal, the last payment is whatever is left and the money has run out.',
      CONSTANT_RATE,
      'Nothing is deducted: no tax on gains and no exit load on what is withdrawn.',
      TODAYS_RUPEES,
    ],
  },
} as const;

export const goal = {
  labels: {
    cost: 'Cost of the goal today',
    years: 'Years to the goal',
    inflation: 'Inflation (p.a.)',
    rate: ASSUMED_RATE_LABEL,
    saved: 'Savings already set aside',
  },
  explainer: {
    intro:
      'A goal costs more when it falls due than it does today. The calculator grows today’s cost at inflation, sets against it what your savings could grow to, and works out what could meet the rest:',
    formulas: [
      { shown: 'F = C × (1 + f)ⁿ', spoken: 'F equals C times (1 plus f) to the power n.' },
      { shown: 'G = F − S × (1 + R)ⁿ', spoken: 'G equals F minus S times (1 plus R) to the power n.' },
      {
        shown: 'SIP = G × r ÷ {[(1 + r)¹²ⁿ − 1] × (1 + r)}',
        spoken: 'SIP equals G times r, divided by the quantity (1 plus r) to the power 12 n, minus 1, times (1 plus r).',
      },
      { shown: 'Lumpsum = G ÷ (1 + R)ⁿ', spoken: 'Lumpsum equals G divided by (1 plus R) to the power n.' },
    ],
    terms: [
      { symbol: 'C', meaning: 'the cost of the goal today; F is its cost when it falls due' },
      { symbol: 'f', meaning: 'inflation as a fraction; n the years to the goal' },
      { symbol: 'S', meaning: 'savings already set aside; G what is still needed' },
      { symbol: 'R', meaning: 'the assumed annual return as a fraction; r = R ÷ 12, the monthly rate' },
    ],
    assumptions: [
      SIP_TIMING,
      'The lumpsum and the savings already set aside compound once a year.',
      'The cost rises at the inflation rate you set every year; costs such as fees can rise faster or slower.',
      CONSTANT_RATE,
      NOTHING_DEDUCTED,
    ],
  },
} as const;

export const retirement = {
  labels: {
    age: 'Your age today',
    retireAt: 'Retirement age',
    lifeTo: 'Plan until age',
    expense: 'Monthly expenses today',
    inflation: 'Inflation (p.a.)',
    preRate: 'Assumed rate of return before retirement (% a year)',
    postRate: 'Assumed rate of return after retirement (% a year)',
  },
  explainer: {
    intro:
      'Retirement needs a corpus that can pay a year’s expenses at the start of every year of retirement while those expenses keep rising with inflation. The calculator works it out in three steps:',
    formulas: [
      { shown: 'E = e × (1 + f)ʸ', spoken: 'E equals e times (1 plus f) to the power y.' },
      {
        shown: 'Corpus = 12E × [1 − (1 + q)⁻ᴺ] ÷ q × (1 + q),  q = (1 + p) ÷ (1 + f) − 1',
        spoken:
          'Corpus equals 12 E times the quantity 1 minus (1 plus q) to the power minus N, divided by q, times (1 plus q), where q equals (1 plus p) divided by (1 plus f), minus 1.',
      },
      {
        shown: 'SIP and lumpsum: as on the goal calculator, for the corpus, over y years at the return before retirement',
        spoken:
          'The SIP and the lumpsum are worked out as on the goal calculator, for the corpus, over y years at the return before retirement.',
      },
    ],
    terms: [
      { symbol: 'e', meaning: 'monthly expenses today; E the monthly expenses when you retire' },
      { symbol: 'y', meaning: 'years to retirement; N years in retirement (plan-until age − retirement age)' },
      { symbol: 'f', meaning: 'inflation as a fraction; p the assumed return after retirement' },
      { symbol: 'q', meaning: 'the real rate: what the corpus earns above inflation (0 when p = f, and then the corpus is 12E × N)' },
    ],
    assumptions: [
      'Expenses rise at the inflation rate you set, before and during retirement.',
      'A year’s expenses are taken from the corpus at the start of each year of retirement, and the corpus is used up by the age you plan until.',
      SIP_TIMING,
      CONSTANT_RATE,
      'Nothing is deducted: no tax on gains or withdrawals, and no other income such as a pension or rent is counted.',
      TODAYS_RUPEES,
    ],
  },
} as const;

export const costOfDelay = {
  labels: {
    amount: 'Monthly investment',
    rate: ASSUMED_RATE_LABEL,
    years: 'Time period (years)',
    delay: 'Delay (years)',
    inflation: 'Inflation (p.a.)',
  },
  explainer: {
    intro: 'The same SIP, started now or started later and stopped on the same date. The later one has fewer months to grow:',
    formulas: [
      {
        shown: 'Now = P × [(1 + r)¹²ᴺ − 1] ÷ r × (1 + r)',
        spoken: 'Now equals P times the quantity (1 plus r) to the power 12 N, minus 1, divided by r, times (1 plus r).',
      },
      {
        shown: 'Later = P × [(1 + r)¹²⁽ᴺ⁻ᴰ⁾ − 1] ÷ r × (1 + r)',
        spoken: 'Later equals P times the quantity (1 plus r) to the power 12 times N minus D, minus 1, divided by r, times (1 plus r).',
      },
    ],
    terms: [
      { symbol: 'P', meaning: 'the monthly investment' },
      { symbol: 'N', meaning: 'the years from now to the end date; D the years of delay' },
      { symbol: 'r', meaning: 'the monthly rate: the assumed annual return ÷ 12 ÷ 100' },
    ],
    assumptions: [SIP_TIMING, CONSTANT_RATE, NOTHING_DEDUCTED, TODAYS_RUPEES],
  },
} as const;

// Regular and Direct Plans of one scheme share a portfolio; the Direct Plan's expense ratio leaves out the
// distributor's commission, so its NAV and return are higher. SEBI circular CIR/IMD/DF/21/2012 of 13
// September 2012 made every scheme offer a Direct Plan from 1 January 2013. Sources: "New low for expense
// ratio in funds", Value Research (https://www.valueresearchonline.com/stories/21867/new-low-for-expense-ratio-in-funds/);
// "BS Primer: All about direct plans of mutual fund schemes", Business Standard
// (http://www.business-standard.com/article/pf/bs-primer-all-about-direct-plans-of-mutual-fund-schemes-115061600723_1.html).
export const regularVsDirect = {
  labels: {
    amount: 'Amount',
    rate: 'Direct Plan’s assumed rate of return (% a year)',
    years: 'Time period (years)',
    gap: 'Expense-ratio gap (p.a.)',
    inflation: 'Inflation (p.a.)',
  },
  modes: { sip: 'Monthly SIP', lumpsum: 'Lumpsum' },
  categoryLabel: 'Scheme type',
  explainer: {
    intro:
      'A Regular Plan and the Direct Plan of the same scheme hold the same investments; the Regular Plan’s expense ratio is higher because it includes the distributor’s commission. The calculator takes the Regular Plan to earn the Direct Plan’s return less that gap, every year alike:',
    formulas: [
      { shown: 'Regular rate = Direct rate − gap', spoken: 'The Regular Plan’s rate equals the Direct Plan’s rate minus the gap.' },
      {
        shown: 'SIP: P × [(1 + r)ⁿ − 1] ÷ r × (1 + r);  lumpsum: P × (1 + R)ᵗ',
        spoken:
          'For a SIP, P times the quantity (1 plus r) to the power n, minus 1, divided by r, times (1 plus r); for a lumpsum, P times (1 plus R) to the power t.',
      },
    ],
    terms: [
      { symbol: 'P', meaning: 'the monthly SIP or the lumpsum' },
      { symbol: 'R', meaning: 'the plan’s annual rate as a fraction; r = R ÷ 12 for a SIP, n = years × 12' },
      { symbol: 'gap', meaning: 'the difference between the two plans’ expense ratios, in percent a year' },
    ],
    assumptions: [
      'The default gap is the upper end of the trail commission we disclose for the scheme type you pick (see our disclosure page). A scheme’s actual expense ratios are in its documents and on its fund house’s website, and change over time.',
      'The gap is the only difference between the two plans: the same scheme, the same investments, the same dates.',
      'This is an illustration of what a gap in expense ratio does over time, not a statement of any scheme’s returns or costs.',
      CONSTANT_RATE,
      NOTHING_DEDUCTED,
      TODAYS_RUPEES,
    ],
  },
  /** Says plainly what the firm earns, beside the result. */
  disclosure:
    'We distribute Regular Plans only and earn a trail commission on them, a yearly percentage of the value of the investment; we earn nothing on Direct Plans. You can invest in a Direct Plan yourself, straight with the fund house.',
} as const;

export const toolsText: ToolsText = {
  hub: { intro: toolsHubIntro, calculators: 'Calculators', questionnaires: 'Questionnaires' },
  cards,
  explainers: {
    '/financial-calculator/': sip.explainer,
    '/tools/step-up-sip/': stepUpSip.explainer,
    '/tools/lumpsum/': lumpsum.explainer,
    '/tools/swp/': swp.explainer,
    '/tools/goal/': goal.explainer,
    '/tools/retirement/': retirement.explainer,
    '/tools/cost-of-delay/': costOfDelay.explainer,
    '/tools/regular-vs-direct/': regularVsDirect.explainer,
  },
  sipNote: sip.notAdvice,
};

/** The hub's cards in English, in the order shown: the same join as lib/calculators/tools.ts makes for any language, kept here so the words import nothing from lib/. */
export const toolCards: readonly ToolCard[] = TOOL_CARDS.map(({ path, kind }) => ({ path, ...toolsText.cards[path], kind }));
