import { ASSUMED_RATE_RANGE_MESSAGE, specSipRate } from '../assumedRates';
import type { CalculatorCopy, CalculatorTextWords, FieldWords } from '../calculators';
import { specStrings } from '../specStrings';
import { costOfDelay, goal, lumpsum, regularVsDirect, retirement, sip, stepUpSip, swp } from './tools';

// Words every calculator says in English, and each calculator's own, passed to the islands as props.
// Plain data: the fields' words are written out here, as in every language (a unit test holds them to
// the English words the fields' specs in lib/calculators/ carry).

/** An assumed-return field: its noun, and the message for a value outside AMFI's range. */
const assumedRate = (noun: string): FieldWords => ({
  noun,
  messages: { tooSmall: ASSUMED_RATE_RANGE_MESSAGE, tooLarge: ASSUMED_RATE_RANGE_MESSAGE },
});
const rate = assumedRate('the assumed rate of return');
const time: FieldWords = { noun: 'the time period' };
const inflation: FieldWords = { noun: 'the inflation rate' };

export const calculatorText: CalculatorTextWords = {
  linkNote: 'Some values in the link you opened were not used, so the defaults are shown instead:',
  noScript: {
    live: 'This calculator needs JavaScript, which is turned off or blocked in your browser. The result for the defaults, the formula and a worked example are on this page, so you can also work a figure out by hand.',
    submit:
      'This calculator needs JavaScript to work out a result, and it is turned off or blocked in your browser, so the result shows ₹0.00. Calculate puts your figures in the page’s address (amount, rate and years), so that link shows your result in a browser with JavaScript. The formula and a worked example below let you work a figure out by hand.',
  },
  stale: {
    live: 'The result is for the last valid inputs: correct the marked entry to update it.',
    submit: 'The inputs have changed: the result below is for the previous inputs until you press Calculate again.',
  },
  result: {
    heading: 'Your estimate',
    about: 'about {amount}',
    todaysRupees: '{amount} in today’s rupees, if prices rise {rate}% a year',
    invested: 'Invested amount',
    gains: 'Estimated gains',
    maturity: 'Maturity amount',
  },
  growthHeading: 'How it grows, year by year',
  table: {
    year: 'Year',
    investedSoFar: 'Invested so far',
    estimatedGains: 'Estimated gains',
    valueAtYearEnd: 'Value at year end',
    difference: 'Difference',
  },
  chart: {
    theValue: 'the value',
    atYearEnd: 'At the end of each year',
    summaryOne: 'Bar chart of {subject} after 1 year: {figures}.',
    summaryMany:
      'Bar chart of {subject} at the end of each of {count} years{split}. After year 1: {first}. After year {count}: {last}. The table below lists every year.',
    split: ', split into {first} and {second}',
    ofWhich: '{total}, of which {parts}',
    part: '{label} {amount}',
    partsJoin: ' and ',
    yearTitle: 'Year {year}: {figures}',
  },
};

export const calculatorCopy: CalculatorCopy = {
  sip: {
    label: 'SIP calculator',
    shareTitle: 'SIP estimate',
    labels: sip.labels,
    fields: {
      amount: { noun: 'the monthly investment', messages: { empty: 'Enter a monthly investment, for example 5000.' } },
      rate: {
        noun: 'the return rate',
        messages: {
          empty: 'Enter the return rate you assume, for example 12.',
          notNumber: 'Enter the return rate as a number, for example 12 or 12.5.',
          tooSmall: `The return rate must be at least ${specSipRate.min}% a year; it cannot be zero.`,
          tooLarge: `The return rate can be at most ${specSipRate.max}% a year.`,
        },
      },
      years: { noun: 'the time period', messages: { empty: 'Enter a time period in years, for example 10.' } },
    },
    calculate: specStrings.calculate.text,
    prompt: 'Choose your amount, rate and period, then press Calculate.',
    basis: '{amount} for {years} at {rate}',
    announcement: 'Maturity amount {maturity}, of which {invested} invested and {gains} estimated gains.',
    caption: 'Year-by-year growth of {amount} at {rate}, rounded to the rupee',
    note: 'Value at the end of each year',
  },
  stepUpSip: {
    label: 'Step-up SIP calculator',
    shareTitle: 'Step-up SIP estimate',
    labels: stepUpSip.labels,
    fields: { amount: { noun: 'the first monthly instalment' }, rate, years: time, stepup: { noun: 'the yearly step-up' }, inflation },
    basis: '{amount} to start, rising {stepup}, for {years} at {rate}',
    flat: 'The same SIP without a step-up',
    announcement: 'Maturity amount {maturity} from {invested} invested.',
    caption: 'Year-by-year growth of a step-up SIP starting at {amount}, rounded to the rupee',
    instalment: 'Monthly instalment',
  },
  lumpsum: {
    label: 'Lumpsum calculator',
    shareTitle: 'Lumpsum estimate',
    labels: lumpsum.labels,
    fields: { amount: { noun: 'the amount invested' }, rate, years: time, inflation },
    basis: '{amount} for {years} at {rate}, compounded yearly',
    announcement: 'Maturity amount {maturity}.',
    caption: 'Year-by-year growth of {amount} at {rate}, rounded to the rupee',
  },
  swp: {
    label: 'SWP calculator',
    shareTitle: 'SWP estimate',
    labels: swp.labels,
    fields: { corpus: { noun: 'the amount invested' }, withdrawal: { noun: 'the monthly withdrawal' }, rate, years: time, inflation },
    basis: '{withdrawal} from {corpus} for {years} at {rate}',
    withdrawn: 'Total withdrawn',
    lastingLabel: 'How long it would last at the assumed rate',
    wholePeriod: 'The whole period',
    lasts:
      'At a constant {rate} a year it would last {period}; with returns that vary, especially falls in the early years, it can run out sooner.',
    runsOut:
      'At a constant {rate} a year it would run out after {lasting} of full withdrawals; with returns that vary, especially falls in the early years, it can run out sooner.',
    balance: 'Balance at the end',
    announcement: 'Balance at the end {balance}, {withdrawn} withdrawn. {lasts}',
    growthHeading: 'Year by year',
    chartSubject: 'the balance',
    balanceSeries: 'Balance',
    caption: 'Year-by-year balance with {withdrawal} withdrawn, rounded to the rupee',
    withdrawnSoFar: 'Withdrawn so far',
    balanceAtYearEnd: 'Balance at year end',
    duration: { month: '1 month', months: '{n} months', year: '1 year', years: '{n} years', both: '{years} and {months}' },
  },
  goal: {
    label: 'Goal calculator',
    shareTitle: 'Goal estimate',
    labels: goal.labels,
    fields: {
      cost: { noun: 'the goal’s cost today' },
      years: { noun: 'the years to the goal' },
      inflation,
      rate,
      saved: { noun: 'the savings already set aside' },
    },
    basis: '{cost} today, in {years}, with prices rising {inflation} and an assumed return of {rate}',
    futureCost: 'Cost when the goal falls due',
    savedGrowsTo: 'Your savings could grow to',
    lumpsum: 'Or a lumpsum invested today',
    mainLabel: 'Monthly SIP needed at the assumed rate',
    todaysRupees: 'The cost when it falls due is {cost} in today’s rupees.',
    announcement: 'Cost when due {futureCost}; monthly SIP needed {sip}, or a lumpsum of {lumpsum} today.',
    covered: 'At these rates, your savings already set aside could cover this goal.',
    growthHeading: 'The monthly SIP, year by year',
    subject: 'the SIP’s value',
    caption: 'Year-by-year growth of a {sip} monthly SIP towards the goal, rounded to the rupee',
    presetsLabel: 'Start from a typical goal',
    presetDetail: '{cost} in {years} years, at {rate}% a year',
    // In the order of the presets' figures (GOAL_PRESETS, lib/calculators/goal.ts).
    presets: ['A child’s education', 'A child’s wedding', 'A house down payment', 'A crore'],
  },
  retirement: {
    label: 'Retirement calculator',
    shareTitle: 'Retirement estimate',
    labels: retirement.labels,
    fields: {
      age: { noun: 'your age' },
      retireAt: { noun: 'the retirement age' },
      lifeTo: { noun: 'the age to plan to' },
      expense: { noun: 'the monthly expense today' },
      inflation,
      preRate: assumedRate('the assumed rate of return before retirement'),
      postRate: assumedRate('the assumed rate of return after retirement'),
    },
    basis: 'Retiring at {retireAt} from {age} today, planning until {lifeTo}, with expenses of {expense} today',
    expenseAtRetirement: 'Monthly expenses when you retire',
    monthlySip: 'Monthly SIP that could build it',
    lumpsum: 'Or a lumpsum invested today',
    mainLabel: 'Corpus needed at retirement, at these rates',
    announcement: 'Corpus needed {corpus}; monthly SIP {sip}, or a lumpsum of {lumpsum} today.',
    lasts:
      'At these rates the corpus would pay {years} years of rising expenses, earning a constant {postRate} a year against {inflation} a year inflation; with returns that vary, it can run out sooner.',
    growthHeading: 'The monthly SIP until retirement',
    subject: 'the SIP’s value',
    caption: 'Year-by-year growth of a {sip} monthly SIP until retirement, rounded to the rupee',
    rowHeader: 'Age',
    note: 'At the end of each year, by years from today',
    conflicts: {
      retireAt: 'The retirement age must be above your age.',
      lifeTo: 'The age to plan to must be above the retirement age.',
    },
  },
  costOfDelay: {
    label: 'Cost of delay calculator',
    shareTitle: 'Cost of delay estimate',
    labels: costOfDelay.labels,
    fields: { amount: { noun: 'the monthly investment' }, rate, years: time, delay: { noun: 'the delay' }, inflation },
    basis: '{amount} at {rate}, ending {years} from now',
    startedNow: 'Started now',
    startedDelayLater: 'Started {delay} later',
    lessInvested: 'Less invested by starting later',
    mainLabel: 'What the delay could cost at the assumed rate',
    announcement: 'Started now {now}; started {delay} later {later}; at the assumed rate the delay could cost {cost}.',
    growthHeading: 'Now and later, year by year',
    startedLater: 'Started later',
    extraLabel: 'Extra from starting now',
    subject: 'the value started later and the extra from starting now',
    caption: 'Year-by-year value of {amount} started now and {delay} later, rounded to the rupee',
    conflicts: { delay: 'The delay must be shorter than the time period.' },
  },
  regularVsDirect: {
    label: 'Regular vs Direct Plan calculator',
    shareTitle: 'Regular vs Direct comparison',
    labels: regularVsDirect.labels,
    fields: {
      amount: { noun: 'the amount' },
      rate: assumedRate('the Direct Plan’s assumed rate of return'),
      years: time,
      gap: { noun: 'the expense-ratio gap' },
      inflation,
    },
    heading: 'Your comparison',
    perMonth: '{amount} a month',
    basis: '{amount} for {years}; Direct Plan at {rate}, Regular Plan at {regularRate}% per year',
    invested: 'Invested',
    direct: 'Direct Plan could grow to',
    regular: 'Regular Plan could grow to',
    mainLabel: 'What the Regular Plan could cost you at these rates',
    announcement: 'The Regular Plan could end {difference} below the Direct Plan: {regular} against {direct}.',
    growthHeading: 'The two plans, year by year',
    directPlan: 'Direct Plan',
    regularPlan: 'Regular Plan',
    extraLabel: 'Extra in the Direct Plan',
    subject: 'the Direct Plan’s value',
    caption: 'Year-by-year value of {amount} in each plan, rounded to the rupee',
    modesLegend: 'How you invest',
    modes: regularVsDirect.modes,
    categoryLabel: regularVsDirect.categoryLabel,
    categoryOption: '{type} (trail {low}–{high}%)',
    amountLabel: '{label} ({per})',
    amountPer: { sip: 'per month', lumpsum: 'one time' },
    gapHint: 'Set from the upper end of the trail we disclose for {type}. You can change it.',
    disclosure: regularVsDirect.disclosure,
  },
};

/** Above a calculator's form when JavaScript is off. */
export const NO_SCRIPT_NOTES = calculatorText.noScript;
