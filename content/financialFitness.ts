import type { FitnessAreaId, FitnessNumberField, FitnessRules, LightThresholds, TrafficLight } from '@/lib/financialFitness';
import type { NumberFieldSpec, NumberFieldSpecs } from '@/lib/numberField';
import { discussService } from './questionnaires';

// The financial fitness check's words and figures. Every target is a rule of thumb, named as one on
// the page with the source it comes from; none is a plan for anyone in particular.

const rupees = (noun: string, example: string, min = 0): NumberFieldSpec => ({
  min,
  max: 1_000_000_000_000,
  // No slider on this form: the step only matters to the shared field component's defaults.
  step: 1,
  default: 0,
  decimals: 0,
  unit: 'rupees',
  noun,
  example,
});

/** The boxes of the form, in the order it shows them. */
export const fitnessFields: NumberFieldSpecs<FitnessNumberField> = {
  age: { min: 18, max: 100, step: 1, default: 30, decimals: 0, unit: 'age', noun: 'your age', example: '35' },
  income: { ...rupees('your monthly take-home income', '80,000', 1000), default: 50000 },
  expenses: { ...rupees('your monthly expenses', '40,000'), default: 30000 },
  emis: rupees('your monthly EMIs', '15,000'),
  emergencySavings: rupees('your emergency savings', '3,00,000'),
  lifeCover: rupees('your life cover', '1,00,00,000'),
  healthCover: rupees('your health cover', '10,00,000'),
  retirementSavings: rupees('your retirement savings', '15,00,000'),
};

/** Each box's visible label and the line under it. */
export const fitnessFieldText: Readonly<Record<FitnessNumberField, { label: string; hint?: string }>> = {
  age: { label: 'Age' },
  income: {
    label: 'Monthly take-home income',
    hint: 'After tax and deductions: what reaches your bank account. Add your spouse’s if you share expenses.',
  },
  expenses: { label: 'Monthly expenses', hint: 'Rent, food, bills, fees, premiums and the rest, but not loan EMIs.' },
  emis: { label: 'Monthly EMIs', hint: 'All loans together; 0 if none.' },
  emergencySavings: {
    label: 'Emergency savings',
    hint: 'Money you could reach within a few days: savings accounts, fixed deposits, liquid funds.',
  },
  lifeCover: {
    label: 'Life cover',
    hint: 'The total cover of your life policies (what they pay on a claim), including any cover from your employer.',
  },
  healthCover: { label: 'Health cover', hint: 'The sum insured for you and your family, including any employer policy and top-ups.' },
  retirementSavings: { label: 'Retirement savings so far', hint: 'EPF, PPF, NPS and investments set aside for retirement.' },
};

/** Dependants are picked from a list: the last choice stands for that many or more. */
export const dependantsChoice = {
  label: 'Number of dependants',
  hint: 'People who rely on your income.',
  options: ['0', '1', '2', '3', '4', '5', '6'],
  default: '0',
  /** How the last option reads in the list. */
  lastOptionText: '6 or more',
} as const;

export const fitnessRules: FitnessRules = {
  emergencyMonths: 6,
  emiLimitPercent: 40,
  savingsRatePercent: 20,
  lifeCoverMultiple: 10,
  healthCoverRupees: 1000000,
  // Fidelity's savings-by-age guideline, as a multiple of yearly income (see retirement below).
  retirementCheckpoints: [
    { age: 30, multiple: 1 },
    { age: 40, multiple: 3 },
    { age: 50, multiple: 6 },
    { age: 60, multiple: 8 },
    { age: 67, multiple: 10 },
  ],
  retirementStartAge: 25,
};

export const fitnessLightThresholds: LightThresholds = { amberFrom: 0.5 };

export const trafficLightLabels: Readonly<Record<TrafficLight, string>> = {
  green: 'Meets the rule of thumb',
  amber: 'Part of the way there',
  red: 'Needs attention first',
};

export type FitnessSource = { title: string; publisher: string; href: `https://${string}` };

export type FitnessArea = {
  id: FitnessAreaId;
  name: string;
  /** Points out of 100 this area carries in the overall score. */
  weight: number;
  rule: {
    /** The rule of thumb's name, as the page headlines it. */
    name: string;
    statement: string;
    sources: readonly FitnessSource[];
  };
  /** How the measured figure is shown. */
  measure: 'months' | 'percent' | 'rupees';
  /** One action for each light. */
  actions: Readonly<Record<TrafficLight, string>>;
  /** Shown instead of a figure when the rule does not apply to this visitor (no dependants, too young to measure). */
  notApplicable?: string;
};

export const fitnessAreas: readonly FitnessArea[] = [
  {
    id: 'emergency',
    name: 'Emergency fund',
    weight: 20,
    rule: {
      name: 'The six-months rule',
      statement: 'Keep six months of expenses and EMIs in money you can reach within days.',
      sources: [
        {
          title: 'How much do you need to keep in your emergency fund?',
          publisher: 'InsureNInvest',
          href: 'https://www.insureninvest.in/finacial/how-much-do-you-need-to-keep-in-your-emergency-fund',
        },
        {
          title: 'How big should your emergency fund be in India?',
          publisher: 'BilFina',
          href: 'https://www.bilfina.com/blog/how-big-should-emergency-fund-be-india',
        },
      ],
    },
    measure: 'months',
    actions: {
      green: 'Keep it where you can reach it quickly, and top it up whenever you use it.',
      amber: 'Add a fixed sum each month until it covers six months, before taking on new commitments.',
      red: 'Build one month’s cover first, then three, then six: set up a monthly transfer on payday.',
    },
  },
  {
    id: 'debt',
    name: 'Debt load',
    weight: 20,
    rule: {
      name: 'The 40% EMI rule',
      statement: 'Keep all EMIs together within 40% of take-home income; lenders apply a similar limit (FOIR) when they approve loans.',
      sources: [
        {
          title: 'Maximum EMI you can afford: the 40% EMI rule explained',
          publisher: 'GainsCalculator',
          href: 'https://www.gainscalculator.com/blogs/maximum-emi-you-can-afford',
        },
        {
          title: '100 FAQs on basic finance: What is the maximum EMI I can service?',
          publisher: 'Elearnmarkets',
          href: 'https://www.elearnmarkets.com/school/units/100-faq-s-on-basic-finance/question-20',
        },
      ],
    },
    measure: 'percent',
    actions: {
      green: 'Check any new loan against the 40% limit before you sign.',
      amber: 'Avoid new loans and use bonuses or windfalls to prepay the costliest loan first.',
      red: 'List your loans by interest rate and talk to your lenders about prepaying or restructuring before EMIs strain your budget.',
    },
  },
  {
    id: 'savings',
    name: 'Savings rate',
    weight: 15,
    rule: {
      name: 'The 50/30/20 rule',
      statement: 'Save at least 20% of take-home income: what is left after expenses and EMIs.',
      sources: [
        {
          title: 'How much should you save per month in India? A simple rule that actually works',
          publisher: 'TappingMoney',
          href: 'https://tappingmoney.com/how-much-should-you-save-per-month-in-india-a-simple-rule-that-actually-works',
        },
        { title: 'How much money you should save', publisher: 'Savart', href: 'https://savart.com/blog/how-much-money-you-should-save' },
      ],
    },
    measure: 'percent',
    actions: {
      green: 'Automate the saving on payday so it happens before spending.',
      amber: 'Raise your saving by a little each time your income rises, until it reaches 20%.',
      red: 'Track a month of spending, find what can go, and start a small automatic saving on payday.',
    },
  },
  {
    id: 'life',
    name: 'Life cover',
    weight: 15,
    rule: {
      name: 'The 10× income rule',
      statement:
        'If anyone depends on your income, hold life cover of at least 10 times your yearly income (insurers’ guides cite 10 to 20 times).',
      sources: [
        {
          title: 'You need more than ₹1 crore term insurance plan coverage',
          publisher: 'Future Generali India Life',
          href: 'https://life.futuregenerali.in/life-insurance-made-simple/life-insurance/you-need-more-than-1-crore-term-insurance-plan-coverage',
        },
        {
          title: 'How much term insurance is enough? A simple formula for Indian families',
          publisher: 'Advents Wealth',
          href: 'https://adventswealth.com/blog/how-much-term-insurance-is-enough-a-simple-formula-for-indian-families',
        },
      ],
    },
    measure: 'rupees',
    actions: {
      green: 'Review the cover when your income, loans or family change.',
      amber: 'Close the gap with term cover and check whether your loans are covered too.',
      red: 'Term insurance is the least costly way to cover your family: ask about closing the gap first.',
    },
    notApplicable: 'No one depends on your income, so this rule does not apply to you today.',
  },
  {
    id: 'health',
    name: 'Health cover',
    weight: 15,
    rule: {
      name: 'The ₹10 lakh floater benchmark',
      statement:
        'Hold a health cover (a family floater, or your own policy) of at least ₹10 lakh; more in a large city or with older parents.',
      sources: [
        {
          title: 'World Health Day: How to estimate the right health insurance cover amount (4 April 2025)',
          publisher: 'Moneycontrol',
          href: 'https://www.moneycontrol.com/news/business/personal-finance/world-health-day-how-to-estimate-the-right-health-insurance-cover-amount-12984977.html',
        },
      ],
    },
    measure: 'rupees',
    actions: {
      green: 'Review the sum insured every few years: hospital costs rise faster than prices in general.',
      amber: 'A top-up or super top-up policy can raise your cover at a modest premium.',
      red: 'An employer’s policy ends with the job: take a family floater of your own.',
    },
  },
  {
    id: 'retirement',
    name: 'Retirement savings',
    weight: 15,
    rule: {
      name: 'Savings-by-age multiples',
      statement:
        'Fidelity’s guideline: retirement savings of 1× yearly income by 30, 3× by 40, 6× by 50, 8× by 60 and 10× by 67. Between those ages the check draws a straight line, starting from nothing at 25.',
      sources: [
        {
          title: 'Are you on track for retirement? Understanding Fidelity’s savings benchmarks',
          publisher: 'Extra Finance',
          href: 'https://www.extrafinance.blog/2025/10/are-you-on-track-for-retirement.html',
        },
        {
          title: 'Retirement savings by age',
          publisher: 'India Finance Calc',
          href: 'https://blog.indiafinancecalc.com/articles/retirement-savings-by-age.html',
        },
      ],
    },
    measure: 'rupees',
    actions: {
      green: 'Keep contributing, and raise the amount as your income grows.',
      amber: 'Raise your monthly retirement contribution, for example with a yearly step-up.',
      red: 'Start or raise a monthly contribution to retirement savings now: the earlier it starts, the less each month needs to be.',
    },
    notApplicable: 'At 25 or younger the rule sets no target yet: starting early is what counts.',
  },
];

export const fitnessIntro =
  'Nine figures from you, six areas checked against well-known rules of thumb. Each area gets a traffic light and one thing to do next; the overall score out of 100 adds up the areas by the weights below.';

export const fitnessScoringNotes = [
  'An area that meets its rule scores in full and shows green. Below the rule, its score is the share of the target reached (four months of a six-month emergency fund scores 4 ÷ 6 of the area’s points); from half-way it shows amber, below half-way red.',
  'EMIs score in full up to 40% of take-home income; above that the score falls in a straight line to nothing at 80%.',
  'Life cover counts only when someone depends on your income, and retirement savings only after 25; otherwise the area scores in full.',
  'Each area’s points are rounded to a whole number, and the overall score is their sum.',
];

export const fitnessIsNotAdvice =
  'Rules of thumb are starting points, not a plan for you: your own needs depend on your family, goals, health and where you live. The result is a conversation starter, not a recommendation.';

export const fitnessShareNote =
  'The link carries the nine figures you entered (age, dependants, income, expenses, EMIs, emergency savings, life cover, health cover and retirement savings) and nothing else: no name, phone number or email. Anyone you send it to can see those figures, so share it only with people you would show them to.';

/** What the financial fitness page gives its check; the check's tests render it from the same object. */
export const fitnessCheck = {
  fields: fitnessFields,
  fieldText: fitnessFieldText,
  dependants: dependantsChoice,
  rules: fitnessRules,
  areas: fitnessAreas,
  thresholds: fitnessLightThresholds,
  lightLabels: trafficLightLabels,
  shareNote: fitnessShareNote,
  discussService: discussService.financialFitness,
};
