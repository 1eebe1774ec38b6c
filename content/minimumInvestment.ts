// The words round content/startingAmounts.ts: the start guide's answer to "How little can I start
// with?", in each language (content/en/, content/hi/minimumInvestment.ts); lib/calculators/minimumInvestment.ts puts the record's figures in.

/** {common}, {smallest} and {calculator} are filled with the record's amounts. */
export type MinimumInvestmentText = {
  heading: string;
  answer: string;
};
