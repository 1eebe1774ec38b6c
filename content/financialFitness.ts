import type { FitnessAreaId, FitnessNumberField, FitnessRules, LightThresholds, TrafficLight } from '@/lib/financialFitness';
import type { Locale } from '@/lib/locale';
import type { NumberFieldMessages, NumberFieldSpec, NumberFieldSpecs } from '@/lib/numberField';
import { financialFitnessWords as hindiWords } from './hi/financialFitness';
import { discussService } from './questionnaires';
import { insuranceRegistrationFor, regulatoryLines, site, type RegulatoryLine } from './site';
import type { UiText } from './ui';
import { uiText } from './uiByLocale';
import { calculatorTextFor } from './calculators';
import { formatInr } from '@/lib/format';
import { fillTemplate } from '@/lib/template';
import { ruleOfThumbFigures, rulesOfThumb } from './rulesOfThumb';

// The financial fitness check's words and figures. Every target is a rule of thumb, named as one on
// the page with the source it comes from; none is a plan for anyone in particular.
//
// The figures (limits, rules, weights, thresholds, sources) are here once; the words are in one
// FitnessWords per language (English below, Hindi in content/hi/financialFitness.ts), so the scores
// are the same in both languages and a shared link's query names are the fields' names in both.

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

/** The dependants list's words; its choices are figures (dependantsChoiceFor). */
export type DependantsWords = { label: string; hint: string; /** How the last option reads in the list. */ lastOptionText: string };

export type DependantsChoice = DependantsWords & { options: readonly string[]; default: string };

/** Dependants are picked from a list: the last choice stands for that many or more. */
const dependantsOptions = { options: ['0', '1', '2', '3', '4', '5', '6'], default: '0' } as const;

export const dependantsChoice: DependantsChoice = {
  label: 'Number of dependants',
  hint: 'People who rely on your income.',
  ...dependantsOptions,
  lastOptionText: '6 or more',
};

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

export const trafficLightLabels: Readonly<Record<TrafficLight, string>> = {
  green: 'Meets the rule of thumb',
  amber: 'Part of the way there',
  red: 'Needs attention first',
};

/**
 * A rule's source, cited as it is published (in English): on a Hindi page its title keeps the
 * publisher's own words, marked lang="en-IN", since a translated title would name no real article.
 */
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

export const fitnessAreas: readonly FitnessArea[] = [
  {
    id: 'emergency',
    name: 'Emergency fund',
    weight: 20,
    rule: {
      name: 'The {emergencyMonths}-months rule',
      statement: 'Guides commonly cite {emergencyMonths} months of expenses and EMIs, kept in money that can be reached within days.',
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
    lookAt: {
      green: 'Keeping the fund where it can be reached quickly, and topping it up after it is used.',
      amber: 'Adding a fixed sum each month until the fund covers {emergencyMonths} months, before taking on new commitments.',
      red: 'Building one month’s cover first, then three, then {emergencyMonths}, often with a monthly transfer on payday.',
    },
  },
  {
    id: 'debt',
    name: 'Debt load',
    weight: 20,
    rule: {
      name: 'The 40% EMI rule',
      statement:
        'Guides cite all EMIs together within 40% of take-home income; lenders apply a similar limit (FOIR) when they approve loans.',
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
    measure: 'percentAtMost',
    lookAt: {
      green: 'Checking any new loan against the 40% limit before signing it.',
      amber: 'Holding off new loans, and using bonuses or windfalls to prepay the costliest loan first.',
      red: 'Listing loans by interest rate, and talking to lenders about prepaying or restructuring before EMIs strain the budget.',
    },
  },
  {
    id: 'savings',
    name: 'Savings rate',
    weight: 15,
    rule: {
      name: 'The 50/30/20 rule',
      statement: 'The rule sets aside at least 20% of take-home income: what is left after expenses and EMIs.',
      sources: [
        {
          title: 'How much should you save per month in India? A simple rule that actually works',
          publisher: 'TappingMoney',
          href: 'https://tappingmoney.com/how-much-should-you-save-per-month-in-india-a-simple-rule-that-actually-works',
        },
        { title: 'How much money you should save', publisher: 'Savart', href: 'https://savart.com/blog/how-much-money-you-should-save' },
      ],
    },
    measure: 'percentAtLeast',
    lookAt: {
      green: 'Automating the saving on payday, so it happens before the spending.',
      amber: 'Raising the saving a little with each rise in income, until it reaches 20%.',
      red: 'Tracking a month of spending to see what can go, and starting a small automatic saving on payday.',
    },
  },
  {
    id: 'life',
    name: 'Life cover',
    weight: 15,
    rule: {
      name: 'The {lifeLow}× income rule',
      statement:
        'When anyone depends on the income, insurers’ guides cite life cover of {lifeLow} to {lifeHigh} times yearly income; the check measures against the lower end, {lifeLow} times.',
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
    lookAt: {
      green: 'Reviewing the cover when income, loans or the family change.',
      amber: 'Whether term cover would close the gap, and whether their loans are covered too.',
      red: 'Term insurance, usually the least costly kind of life cover, and how large a gap there is to close.',
    },
    insurance: true,
    notApplicable: 'No one depends on your income, so this rule does not apply to you today.',
  },
  {
    id: 'health',
    name: 'Health cover',
    weight: 15,
    rule: {
      name: 'The ₹10 lakh floater benchmark',
      statement:
        'Personal-finance guides cite a health cover (a family floater, or an individual policy) of at least ₹10 lakh, and more in a large city or with older parents.',
      sources: [
        {
          title: 'World Health Day: How to estimate the right health insurance cover amount (4 April 2025)',
          publisher: 'Moneycontrol',
          href: 'https://www.moneycontrol.com/news/business/personal-finance/world-health-day-how-to-estimate-the-right-health-insurance-cover-amount-12984977.html',
        },
      ],
    },
    measure: 'rupees',
    lookAt: {
      green: 'Reviewing the sum insured every few years, since hospital costs rise faster than prices in general.',
      amber: 'A top-up or super top-up policy, which can raise the cover at a modest premium.',
      red: 'A family floater of their own, since an employer’s policy ends with the job.',
    },
    insurance: true,
  },
  {
    id: 'retirement',
    name: 'Retirement savings',
    weight: 15,
    rule: {
      name: `The ${fitnessRules.retirementExpenseMultiple}× expenses rule`,
      statement: `Indian insurers and pension fund managers cite a retirement corpus of ${fitnessRules.retirementExpenseMultiple} times current yearly expenses (monthly expenses × 12, in today’s rupees; EMIs are left out, since loans usually end by retirement). The check expects nothing at ${fitnessRules.retirementStartAge} and the full ${fitnessRules.retirementExpenseMultiple} times at ${fitnessRules.retirementAge}, in a straight line between. A straight line ignores growth on what is already saved, so it asks more in the early years than a projection with returns would: it is a rough yardstick, not a plan.`,
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
    },
    measure: 'rupees',
    lookAt: {
      green: 'Continuing to contribute, and raising the amount as income grows.',
      amber: 'Raising the monthly retirement contribution, for example with a yearly step-up.',
      red: 'Starting or raising a monthly retirement contribution: the earlier it starts, the less each month needs to be.',
    },
    notApplicable: `The rule sets no target at ${fitnessRules.retirementStartAge} or younger (starting early is what counts), or with no monthly expenses entered.`,
  },
];

export const fitnessIntro =
  'Nine figures from you, six areas checked against well-known rules of thumb. Each area gets a traffic light and what people in that position often look at; the overall score out of 100 adds up the areas by the weights below.';

export const fitnessScoringNotes = [
  'An area that meets its rule scores in full and shows green. Below the rule, its score is the share of the target reached (four months of a {emergencyMonths}-month emergency fund scores 4 ÷ {emergencyMonths} of the area’s points); from half-way it shows amber, below half-way red.',
  'EMIs score in full up to 40% of take-home income; above that the score falls in a straight line to nothing at 80%.',
  `Life cover counts only when someone depends on your income, and retirement savings only after ${fitnessRules.retirementStartAge} and with monthly expenses entered; otherwise the area scores in full.`,
  `The retirement target is ${fitnessRules.retirementExpenseMultiple} times your monthly expenses × 12, reached in a straight line from nothing at ${fitnessRules.retirementStartAge} to the full amount at ${fitnessRules.retirementAge}, and flat after. A straight line ignores growth on what is saved, so it asks more in the early years than a projection would: read it as a rough yardstick.`,
  'Each area’s points are rounded to a whole number, and the overall score is their sum.',
] as const;

export const fitnessIsNotAdvice =
  'Rules of thumb are starting points, not a plan for you: your own needs depend on your family, goals, health and where you live. The result is a conversation starter, not a recommendation.';

export const fitnessShareNote =
  'The link carries the nine figures you entered (age, dependants, income, expenses, EMIs, emergency savings, life cover, health cover and retirement savings) and nothing else: no name, phone number or email. Anyone you send it to can see those figures, so share it only with people you would show them to.';

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

export const fitnessResultText: FitnessResultText = {
  eyebrow: 'Your financial fitness',
  total: '{total} out of 100',
  figure: {
    months: '{measured} months of expenses and EMIs, against {target}.',
    percentAtMost: '{measured}% of take-home income, against at most {target}%.',
    percentAtLeast: '{measured}% of take-home income, against at least {target}%.',
    rupees: '{measured}, against {target}.',
  },
  rule: 'Rule of thumb: {rule}. {points} of {weight} points.',
  lookAtHeading: 'What people in this position often look at:',
  insuranceRegistration: '{firm}: {registration}.',
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

export const fitnessFormText: FitnessFormText = {
  formLabel: 'Financial fitness check',
  noScript:
    'The check needs JavaScript, which is off in your browser. Every rule of thumb and how each area is scored are below, so you can compare your own figures by hand.',
  submit: 'Check my fitness',
  stale: 'The figures have changed: press Check my fitness to update the result.',
  status: 'Your financial fitness score: {total} out of 100.',
  discuss: 'Discuss this with us',
  summary: 'My financial fitness check from your website: {total} out of 100 ({areas}). I would like to discuss it.',
  summaryArea: '{area}: {light}',
  summaryJoin: '; ',
  lightNames: { green: 'green', amber: 'amber', red: 'red' },
  shareTitle: 'My financial fitness check',
  print: 'Print',
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

export const fitnessRulesTableText: FitnessRulesTableText = {
  caption: 'The rules of thumb and their weights',
  area: 'Area',
  rule: 'Rule of thumb',
  weight: 'Weight (points)',
  source: 'Source',
  total: 'Total',
  ruleNameEnd: '.',
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

const areaWords = (area: FitnessArea): FitnessAreaWords => ({
  name: area.name,
  rule: { name: area.rule.name, statement: area.rule.statement },
  lookAt: area.lookAt,
  ...(area.notApplicable ? { notApplicable: area.notApplicable } : {}),
});

const englishWords: FitnessWords = {
  fields: Object.fromEntries(
    (Object.keys(fitnessFields) as FitnessNumberField[]).map((name) => [
      name,
      { ...fitnessFieldText[name], noun: fitnessFields[name].noun },
    ]),
  ) as Record<FitnessNumberField, FitnessFieldWords>,
  fieldMessages: null,
  dependants: { label: dependantsChoice.label, hint: dependantsChoice.hint, lastOptionText: dependantsChoice.lastOptionText },
  lightLabels: trafficLightLabels,
  areas: Object.fromEntries(fitnessAreas.map((area) => [area.id, areaWords(area)])) as Record<FitnessAreaId, FitnessAreaWords>,
  intro: fitnessIntro,
  scoringNotes: fitnessScoringNotes,
  isNotAdvice: fitnessIsNotAdvice,
  shareNote: fitnessShareNote,
  result: fitnessResultText,
  form: fitnessFormText,
  rulesTable: fitnessRulesTableText,
  howHeading: 'How the check works',
};

const wordsByLocale: Readonly<Record<Locale, FitnessWords>> = { en: englishWords, hi: hindiWords };

/** The rules' own figures, for the words that name them. */
const ruleFigures = {
  ...ruleOfThumbFigures,
  startAge: fitnessRules.retirementStartAge,
  retirementAge: fitnessRules.retirementAge,
};
const withFigures = (text: string) => fillTemplate(text, ruleFigures);

/** The words of one language, with the rules' figures in place (server code and tests; an island gets them as props). */
export function fitnessWordsFor(locale: Locale): FitnessWords {
  const words = wordsByLocale[locale];
  return {
    ...words,
    scoringNotes: words.scoringNotes.map(withFigures) as unknown as FitnessWords['scoringNotes'],
  };
}

/** A box's messages from the language's templates. */
function fieldMessages(spec: NumberFieldSpec, noun: string, templates: FitnessFieldMessageWords): NumberFieldMessages {
  const value = (n: number) => (spec.unit === 'rupees' ? formatInr(n, { paise: false }) : fillTemplate(templates.years, { n }));
  const fill = (template: string) => fillTemplate(template, { noun, example: spec.example, min: value(spec.min), max: value(spec.max) });
  return {
    empty: fill(templates.empty),
    notNumber: fill(templates.notNumber),
    tooSmall: fill(templates.tooSmall),
    tooLarge: fill(templates.tooLarge),
    precision: fill(spec.unit === 'rupees' ? templates.wholeRupees : templates.wholeYears),
    comma: fill(spec.unit === 'rupees' ? templates.commaRupees : templates.commaOther),
  };
}

/** The boxes' limits (the same in every language) with one language's nouns and messages. */
export function fitnessFieldsFor(locale: Locale): NumberFieldSpecs<FitnessNumberField> {
  const words = wordsByLocale[locale];
  const templates = words.fieldMessages;
  return Object.fromEntries(
    (Object.keys(fitnessFields) as FitnessNumberField[]).map((name) => {
      const spec = fitnessFields[name];
      const noun = words.fields[name].noun;
      return [name, { ...spec, noun, ...(templates ? { messages: fieldMessages(spec, noun, templates) } : {}) }];
    }),
  ) as Record<FitnessNumberField, NumberFieldSpec>;
}

/** The six areas in one language: the weights, measures and sources are the same in every language. */
export function fitnessAreasFor(locale: Locale): readonly FitnessArea[] {
  if (locale === 'en') return fitnessAreas;
  const words = wordsByLocale[locale].areas;
  return fitnessAreas.map((area) => {
    const local = words[area.id];
    return {
      id: area.id,
      weight: area.weight,
      measure: area.measure,
      ...(area.insurance ? { insurance: area.insurance } : {}),
      name: local.name,
      rule: { ...area.rule, name: withFigures(local.rule.name), statement: withFigures(local.rule.statement) },
      lookAt: { green: withFigures(local.lookAt.green), amber: withFigures(local.lookAt.amber), red: withFigures(local.lookAt.red) },
      ...(local.notApplicable ? { notApplicable: withFigures(local.notApplicable) } : {}),
    };
  });
}

/** The firm's IRDAI registration and the solicitation line: the English line verbatim, with its Hindi rendering on Hindi pages. */
export type FitnessInsuranceLine = { firm: string; registration: string; solicitation: RegulatoryLine };

export function fitnessInsuranceFor(locale: Locale): FitnessInsuranceLine {
  return { firm: site.name, registration: insuranceRegistrationFor(locale), solicitation: regulatoryLines(locale).insuranceSolicitation };
}

export const fitnessInsurance: FitnessInsuranceLine = fitnessInsuranceFor('en');

/** What the financial fitness page gives its check, in one language; the check's tests render it from the same object. */
export function fitnessCheckFor(locale: Locale) {
  const words = fitnessWordsFor(locale);
  const share: UiText['share'] = uiText(locale).share;
  const fieldText = Object.fromEntries(
    (Object.keys(words.fields) as FitnessNumberField[]).map((name) => {
      const { label, hint } = words.fields[name];
      return [name, hint ? { label, hint } : { label }];
    }),
  ) as Record<FitnessNumberField, { label: string; hint?: string }>;
  return {
    locale,
    fields: fitnessFieldsFor(locale),
    fieldText,
    dependants: { ...words.dependants, ...dependantsOptions } satisfies DependantsChoice,
    rules: fitnessRules,
    areas: fitnessAreasFor(locale),
    thresholds: fitnessLightThresholds,
    lightLabels: words.lightLabels,
    shareNote: words.shareNote,
    discussService: discussService.financialFitness,
    text: words.result,
    formText: words.form,
    insurance: fitnessInsuranceFor(locale),
    share,
    // The calculators' field words (units, validation, the unused-link note) serve this form as well.
    fieldWords: calculatorTextFor(locale).field,
    linkNote: calculatorTextFor(locale).linkNote,
  };
}

export const fitnessCheck = fitnessCheckFor('en');
