// Words every calculator page shares. Each calculator's own labels and explanations are in
// content/tools.ts; the limits and the maths are in lib/.

/**
 * Beside every result (issue 10, section 6): the figure comes from a constant assumed rate. One
 * constant, so every result panel says the same thing.
 */
export const ILLUSTRATION_CAVEAT =
  'This is an illustration at a constant assumed rate, not a forecast or any scheme’s return; past performance may or may not be sustained.';

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
