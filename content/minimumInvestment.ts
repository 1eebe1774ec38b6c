// The words round content/startingAmounts.ts: the start guide's answer to "How little can I start
// with?" and investor education's line on small amounts, in each language
// (content/en/, content/hi/minimumInvestment.ts); lib/minimumInvestment.ts puts the record's figures in.

/** {common}, {smallest} and {calculator} are filled with the record's amounts. */
export type MinimumInvestmentText = {
  heading: string;
  answer: string;
  /** Investor education's list of what a fund can do for you. */
  educationItem: string;
};
