import { illustrationDisclaimer } from './assumedReturns';

// Words every calculator page shares. Each calculator's own labels and explanations are in
// content/tools.ts; the limits and the maths are in lib/.

/**
 * Beside every result, at body size (issue 10, section 6; issue 24, section 4: AMFI's guideline on
 * illustrations asks for the full disclaimer in normal-size type). One constant, so every result
 * panel, shared link and printout says the same thing; its wording and sources are in
 * content/assumedReturns.ts.
 */
export const ILLUSTRATION_DISCLAIMER = illustrationDisclaimer;

/**
 * Outcomes a result states, said as conditional on the assumed rate (SEBI objected to illustrations
 * that imply fixed outcomes, SWPs especially). `rate` is written as a sentence says it: "8%".
 */
export const outcomeWords = {
  swp: {
    lastingLabel: 'How long it would last at the assumed rate',
    wholePeriod: 'The whole period',
    lasts: (rate: string, period: string) =>
      `At a constant ${rate} a year it would last ${period}; with returns that vary, especially falls in the early years, it can run out sooner.`,
    runsOut: (rate: string, lasting: string) =>
      `At a constant ${rate} a year it would run out after ${lasting} of full withdrawals; with returns that vary, especially falls in the early years, it can run out sooner.`,
  },
  costOfDelay: {
    mainLabel: 'What the delay could cost at the assumed rate',
    announcement: (now: string, delay: string, later: string, cost: string) =>
      `Started now ${now}; started ${delay} later ${later}; at the assumed rate the delay could cost ${cost}.`,
  },
  regularVsDirect: { mainLabel: 'What the Regular Plan could cost you at these rates' },
  goal: {
    mainLabel: 'Monthly SIP needed at the assumed rate',
    covered: 'At these rates, your savings already set aside could cover this goal.',
  },
  retirement: {
    mainLabel: 'Corpus needed at retirement, at these rates',
    lasts: (years: number, postRate: string, inflation: string) =>
      `At these rates the corpus would pay ${years} years of rising expenses, earning a constant ${postRate} a year against ${inflation} a year inflation; with returns that vary, it can run out sooner.`,
  },
} as const;

/** Shown in a calculator's form when the page is opened without JavaScript. */
/** Above a calculator's form when JavaScript is off: what is true of a live form, and of one with a Calculate button. */
export const NO_SCRIPT_NOTES = {
  live: 'This calculator needs JavaScript, which is turned off or blocked in your browser. The result for the defaults, the formula and a worked example are on this page, so you can also work a figure out by hand.',
  submit:
    'This calculator needs JavaScript to work out a result, and it is turned off or blocked in your browser, so the result shows ₹0.00. Calculate puts your figures in the page’s address (amount, rate and years), so that link shows your result in a browser with JavaScript. The formula and a worked example below let you work a figure out by hand.',
} as const;

/** Above a result that is not for what the form now holds: a live form's, and a form with a Calculate button's. */
export const STALE_RESULT_NOTES = {
  live: 'The result is for the last valid inputs: correct the marked entry to update it.',
  submit: 'The inputs have changed: the result below is for the previous inputs until you press Calculate again.',
} as const;
