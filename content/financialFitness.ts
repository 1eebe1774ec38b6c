import type { FitnessAreaId, FitnessNumberField, FitnessRules, LightThresholds, TrafficLight } from '@/lib/questionnaires/financialFitness';
import type { NumberFieldSpec, NumberFieldSpecs } from '@/lib/calculators/numberField';
import type { RegulatoryLine } from './site';
import { rulesOfThumb } from './rulesOfThumb';

// The financial fitness check's figures and the shape of its words. Every target is a rule of thumb,
// named as one on the page with the source it comes from; none is a plan for anyone in particular.
//
// The figures (limits, rules, weights, thresholds, sources) are here once; the words are in one
// FitnessWords per language (content/en/financialFitness.ts, content/hi/financialFitness.ts), so the
// scores are the same in both languages and a shared link's query names are the fields' names in both.

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

/** A box's words: its visible label, the line under it, and what it holds as a message names it ("your age"). */
export type FitnessFieldWords = { label: string; hint?: string; noun: string };

/** The dependants list's words; its choices are figures (dependantsChoiceFor). */
type DependantsWords = { label: string; hint: string; /** How the last option reads in the list. */ lastOptionText: string };

export type DependantsChoice = DependantsWords & { options: readonly string[]; default: string };

/** Dependants are picked from a list: the last choice stands for that many or more. */
export const dependantsOptions = { options: ['0', '1', '2', '3', '4', '5', '6'], default: '0' } as const;

export const fitnessRules: FitnessRules = {
  // The rules quoted on other pages too come from one record (content/rulesOfThumb.ts).
  emergencyMonths: rulesOfThumb.emergencyMonths,
  emiLimitPercent: 40,
  savingsRatePercent: 20,
  lifeCoverMultiple: rulesOfThumb.lifeCoverMultiple.low,
  healthCoverRupees: 1000000,
  // The 30x rule: a retirement corpus of 30 times current yearly expenses. Aditya Birla Sun Life
  // Insurance, "Retirement mistakes Indians make and how to avoid them": "The 30X rule suggests your
  // total retirement corpus should be 30 times your current annual expense"; HDFC Pension's survey
  // (a PFRDA-registered pension fund manager) called the 30X rule "an industry norm": "your retirement
  // corpus should be at least 30 times your annual expenses today" (Business Standard, 2 October 2023;
  // Winning Bizness, October 2023). Addresses in the retirement area's sources below. The start age (nothing saved is expected
  // before 25) and the retirement age (60, the usual retirement age in Indian employment; HDFC Pension's
  // respondents put it at 59) are the check's own choices, stated on the page with the straight line
  // between them.
  retirementExpenseMultiple: rulesOfThumb.retirementExpenseMultiple,
  retirementStartAge: 25,
  retirementAge: 60,
};

export const fitnessLightThresholds: LightThresholds = { amberFrom: 0.5 };

/**
 * A rule's source, cited as it is published (in English): on a Hindi page its title keeps the
 * publisher's own words, marked lang="en-IN", since a translated title would name no real article.
 */
type FitnessSource = { title: string; publisher: string; href: `https://${string}` };

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
  /** How the measured figure is shown (a key of the result text's `figure`). */
  measure: 'months' | 'percentAtMost' | 'percentAtLeast' | 'rupees';
  /** What people in this position often look at, for each light: descriptions, never instructions to the visitor. */
  lookAt: Readonly<Record<TrafficLight, string>>;
  /** The area points at insurance: the firm's IRDAI registration and the solicitation line stand beside it. */
  insurance?: true;
  /** Shown instead of a figure when the rule does not apply to this visitor (no dependants, too young to measure). */
  notApplicable?: string;
};

/** An area's words: its name, its rule's name and statement, what people often look at, and the not-applicable line. */
export type FitnessAreaWords = {
  name: string;
  rule: { name: string; statement: string };
  lookAt: Readonly<Record<TrafficLight, string>>;
  notApplicable?: string;
};

/** An area's figures: its weight, how it is measured, its sources, and whether it points at insurance. */
export type FitnessAreaFacts = Pick<FitnessArea, 'id' | 'weight' | 'measure' | 'insurance'> & { sources: FitnessArea['rule']['sources'] };

/** The six areas' figures, the same in every language: weight, measure and sources (cited in English). */
export const fitnessAreaFacts: readonly FitnessAreaFacts[] = [
  {
    id: 'emergency',
    weight: 20,
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
    measure: 'months',
  },
  {
    id: 'debt',
    weight: 20,
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
    measure: 'percentAtMost',
  },
  {
    id: 'savings',
    weight: 15,
    sources: [
      {
        title: 'How much should you save per month in India? A simple rule that actually works',
        publisher: 'TappingMoney',
        href: 'https://tappingmoney.com/how-much-should-you-save-per-month-in-india-a-simple-rule-that-actually-works',
      },
      { title: 'How much money you should save', publisher: 'Savart', href: 'https://savart.com/blog/how-much-money-you-should-save' },
    ],
    measure: 'percentAtLeast',
  },
  {
    id: 'life',
    weight: 15,
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
    measure: 'rupees',
    insurance: true,
  },
  {
    id: 'health',
    weight: 15,
    sources: [
      {
        title: 'World Health Day: How to estimate the right health insurance cover amount (4 April 2025)',
        publisher: 'Moneycontrol',
        href: 'https://www.moneycontrol.com/news/business/personal-finance/world-health-day-how-to-estimate-the-right-health-insurance-cover-amount-12984977.html',
      },
    ],
    measure: 'rupees',
    insurance: true,
  },
  {
    id: 'retirement',
    weight: 15,
    sources: [
      {
        title: 'Retirement mistakes Indians make and how to avoid them',
        publisher: 'Aditya Birla Sun Life Insurance',
        href: 'https://lifeinsurance.adityabirlacapital.com/articles/retirement-insurance/retirement-mistakes-indians-make-and-how-to-avoid-them',
      },
      {
        title: 'Indians believe Rs 1.3 cr corpus is ideal for retirement: Is this enough? (HDFC Pension’s survey, 2 October 2023)',
        publisher: 'Business Standard',
        href: 'https://www.business-standard.com/finance/personal-finance/indians-believe-rs-1-3-cr-corpus-is-ideal-for-retirement-is-this-enough-123100200136_1.html',
      },
      {
        title: 'HDFC Pension’s retirement survey: about 30 times current annual expenses (October 2023)',
        publisher: 'Winning Bizness',
        href: 'https://winningbizness.in/oct2023/news3-1oct23.html',
      },
    ],
    measure: 'rupees',
  },
];

/** The visible words of the result; "{name}" marks where a figure goes. */
export type FitnessResultText = {
  eyebrow: string;
  /** The heading: {total} is set apart (it is what the tests and screen readers look for). */
  total: string;
  /** The visitor's figure against the rule, by the area's kind of measure: {measured} and {target}. */
  figure: Readonly<Record<FitnessArea['measure'], string>>;
  /** Under the figure: {rule}, {points} and {weight}. */
  rule: string;
  lookAtHeading: string;
  /** Beside an area that points at insurance: {firm} and its {registration}; the solicitation line follows. */
  insuranceRegistration: string;
};

/** The form's own words, around the boxes. */
export type FitnessFormText = {
  formLabel: string;
  noScript: string;
  submit: string;
  /** Under the button once the figures differ from the result on show. */
  stale: string;
  /** Read out when a result appears: {total}. */
  status: string;
  discuss: string;
  /** The contact form's message: {total} and {areas} (each area's name and light, joined by `summaryJoin`). */
  summary: string;
  summaryArea: string;
  summaryJoin: string;
  /** Each light as the contact form's message names it. */
  lightNames: Readonly<Record<TrafficLight, string>>;
  shareTitle: string;
  print: string;
};

/** The table of rules under "How the check works". */
export type FitnessRulesTableText = {
  caption: string;
  area: string;
  rule: string;
  weight: string;
  source: string;
  total: string;
  /** What follows a rule's name before its statement: a full stop in English, a colon in Hindi (never a Latin full stop after Hindi). */
  ruleNameEnd: string;
};

/**
 * The messages under a box, as templates: {noun} and {example} (the field's), {min} and {max} (its
 * limits, in rupees or in `years`). English leaves them to lib/numberField's own messages.
 */
export type FitnessFieldMessageWords = {
  empty: string;
  notNumber: string;
  tooSmall: string;
  tooLarge: string;
  wholeRupees: string;
  wholeYears: string;
  commaRupees: string;
  commaOther: string;
  /** A number of years: {n}. */
  years: string;
};

/**
 * Every word of the financial fitness page and its check, in one language. Words that name a rule's
 * figures hold {multiple}, {startAge} and {retirementAge}, filled from `fitnessRules`.
 */
export type FitnessWords = {
  fields: Readonly<Record<FitnessNumberField, FitnessFieldWords>>;
  fieldMessages: FitnessFieldMessageWords | null;
  dependants: DependantsWords;
  lightLabels: Readonly<Record<TrafficLight, string>>;
  areas: Readonly<Record<FitnessAreaId, FitnessAreaWords>>;
  intro: string;
  scoringNotes: readonly [string, string, string, string, string];
  isNotAdvice: string;
  shareNote: string;
  result: FitnessResultText;
  form: FitnessFormText;
  rulesTable: FitnessRulesTableText;
  /** The heading of the band under the check. */
  howHeading: string;
};

/** The firm's IRDAI registration and the solicitation line: the English line verbatim, with its Hindi rendering on Hindi pages. */
export type FitnessInsuranceLine = { firm: string; registration: string; solicitation: RegulatoryLine };
