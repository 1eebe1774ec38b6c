import type { FitnessAreaId, FitnessNumberField, TrafficLight } from '@/lib/questionnaires/financialFitness';
import {
  dependantsOptions,
  fitnessFields,
  fitnessRules,
  type DependantsChoice,
  type FitnessAreaWords,
  type FitnessFieldWords,
  type FitnessFormText,
  type FitnessResultText,
  type FitnessRulesTableText,
  type FitnessWords,
} from '../financialFitness';

// The financial fitness page and its check in English. Words that name a rule's figures hold
// placeholders ({emergencyMonths}, {lifeLow}, ...) that lib/questionnaires/fitnessCheck.ts fills in every language.

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

export const dependantsChoice: DependantsChoice = {
  label: 'Number of dependants',
  hint: 'People who rely on your income.',
  ...dependantsOptions,
  lastOptionText: '6 or more',
};

export const trafficLightLabels: Readonly<Record<TrafficLight, string>> = {
  green: 'Meets the rule of thumb',
  amber: 'Part of the way there',
  red: 'Needs attention first',
};

/** Each area's words, by id. */
const areas: Readonly<Record<FitnessAreaId, FitnessAreaWords>> = {
  emergency: {
    name: 'Emergency fund',
    rule: {
      name: 'The {emergencyMonths}-months rule',
      statement: 'Guides commonly cite {emergencyMonths} months of expenses and EMIs, kept in money that can be reached within days.',
    },
    lookAt: {
      green: 'Keeping the fund where it can be reached quickly, and topping it up after it is used.',
      amber: 'Adding a fixed sum each month until the fund covers {emergencyMonths} months, before taking on new commitments.',
      red: 'Building one month’s cover first, then three, then {emergencyMonths}, often with a monthly transfer on payday.',
    },
  },
  debt: {
    name: 'Debt load',
    rule: {
      name: 'The 40% EMI rule',
      statement:
        'Guides cite all EMIs together within 40% of take-home income; lenders apply a similar limit (FOIR) when they approve loans.',
    },
    lookAt: {
      green: 'Checking any new loan against the 40% limit before signing it.',
      amber: 'Holding off new loans, and using bonuses or windfalls to prepay the costliest loan first.',
      red: 'Listing loans by interest rate, and talking to lenders about prepaying or restructuring before EMIs strain the budget.',
    },
  },
  savings: {
    name: 'Savings rate',
    rule: {
      name: 'The 50/30/20 rule',
      statement: 'The rule sets aside at least 20% of take-home income: what is left after expenses and EMIs.',
    },
    lookAt: {
      green: 'Automating the saving on payday, so it happens before the spending.',
      amber: 'Raising the saving a little with each rise in income, until it reaches 20%.',
      red: 'Tracking a month of spending to see what can go, and starting a small automatic saving on payday.',
    },
  },
  life: {
    name: 'Life cover',
    rule: {
      name: 'The {lifeLow}× income rule',
      statement:
        'When anyone depends on the income, insurers’ guides cite life cover of {lifeLow} to {lifeHigh} times yearly income; the check measures against the lower end, {lifeLow} times.',
    },
    lookAt: {
      green: 'Reviewing the cover when income, loans or the family change.',
      amber: 'Whether term cover would close the gap, and whether their loans are covered too.',
      red: 'Term insurance, usually the least costly kind of life cover, and how large a gap there is to close.',
    },
    notApplicable: 'No one depends on your income, so this rule does not apply to you today.',
  },
  health: {
    name: 'Health cover',
    rule: {
      name: 'The ₹10 lakh floater benchmark',
      statement:
        'Personal-finance guides cite a health cover (a family floater, or an individual policy) of at least ₹10 lakh, and more in a large city or with older parents.',
    },
    lookAt: {
      green: 'Reviewing the sum insured every few years, since hospital costs rise faster than prices in general.',
      amber: 'A top-up or super top-up policy, which can raise the cover at a modest premium.',
      red: 'A family floater of their own, since an employer’s policy ends with the job.',
    },
  },
  retirement: {
    name: 'Retirement savings',
    rule: {
      name: `The ${fitnessRules.retirementExpenseMultiple}× expenses rule`,
      statement: `Indian insurers and pension fund managers cite a retirement corpus of ${fitnessRules.retirementExpenseMultiple} times current yearly expenses (monthly expenses × 12, in today’s rupees; EMIs are left out, since loans usually end by retirement). The check expects nothing at ${fitnessRules.retirementStartAge} and the full ${fitnessRules.retirementExpenseMultiple} times at ${fitnessRules.retirementAge}, in a straight line between. A straight line ignores growth on what is already saved, so it asks more in the early years than a projection with returns would: it is a rough yardstick, not a plan.`,
    },
    lookAt: {
      green: 'Continuing to contribute, and raising the amount as income grows.',
      amber: 'Raising the monthly retirement contribution, for example with a yearly step-up.',
      red: 'Starting or raising a monthly retirement contribution: the earlier it starts, the less each month needs to be.',
    },
    notApplicable: `The rule sets no target at ${fitnessRules.retirementStartAge} or younger (starting early is what counts), or with no monthly expenses entered.`,
  },
};

const fitnessIntro =
  'Nine figures from you, six areas checked against well-known rules of thumb. Each area gets a traffic light and what people in that position often look at; the overall score out of 100 adds up the areas by the weights below.';

const fitnessScoringNotes = [
  'An area that meets its rule scores in full and shows green. Below the rule, its score is the share of the target reached (four months of a {emergencyMonths}-month emergency fund scores 4 ÷ {emergencyMonths} of the area’s points); from half-way it shows amber, below half-way red.',
  'EMIs score in full up to 40% of take-home income; above that the score falls in a straight line to nothing at 80%.',
  `Life cover counts only when someone depends on your income, and retirement savings only after ${fitnessRules.retirementStartAge} and with monthly expenses entered; otherwise the area scores in full.`,
  `The retirement target is ${fitnessRules.retirementExpenseMultiple} times your monthly expenses × 12, reached in a straight line from nothing at ${fitnessRules.retirementStartAge} to the full amount at ${fitnessRules.retirementAge}, and flat after. A straight line ignores growth on what is saved, so it asks more in the early years than a projection would: read it as a rough yardstick.`,
  'Each area’s points are rounded to a whole number, and the overall score is their sum.',
] as const;

const fitnessIsNotAdvice =
  'Rules of thumb are starting points, not a plan for you: your own needs depend on your family, goals, health and where you live. The result is a conversation starter, not a recommendation.';

const fitnessShareNote =
  'The link carries the nine figures you entered (age, dependants, income, expenses, EMIs, emergency savings, life cover, health cover and retirement savings) and nothing else: no name, phone number or email. Anyone you send it to can see those figures, so share it only with people you would show them to.';

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

const fitnessRulesTableText: FitnessRulesTableText = {
  caption: 'The rules of thumb and their weights',
  area: 'Area',
  rule: 'Rule of thumb',
  weight: 'Weight (points)',
  source: 'Source',
  total: 'Total',
  ruleNameEnd: '.',
};

export const financialFitnessWords: FitnessWords = {
  fields: Object.fromEntries(
    (Object.keys(fitnessFields) as FitnessNumberField[]).map((name) => [
      name,
      { ...fitnessFieldText[name], noun: fitnessFields[name].noun },
    ]),
  ) as Record<FitnessNumberField, FitnessFieldWords>,
  fieldMessages: null,
  dependants: { label: dependantsChoice.label, hint: dependantsChoice.hint, lastOptionText: dependantsChoice.lastOptionText },
  lightLabels: trafficLightLabels,
  areas,
  intro: fitnessIntro,
  scoringNotes: fitnessScoringNotes,
  isNotAdvice: fitnessIsNotAdvice,
  shareNote: fitnessShareNote,
  result: fitnessResultText,
  form: fitnessFormText,
  rulesTable: fitnessRulesTableText,
  howHeading: 'How the check works',
};
