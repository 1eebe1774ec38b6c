import { formatInr } from '@/lib/format';
import type { Locale } from '@/lib/locale';
import { fillTemplate } from '@/lib/template';
import { minimumInvestmentText as hindi } from './hi/minimumInvestment';
import { startingAmounts } from './startingAmounts';

// The words round content/startingAmounts.ts: the start guide's answer to "How little can I start
// with?" and investor education's line on small amounts, in each language, with the record's figures.

/** {common}, {smallest} and {calculator} are filled with the record's amounts. */
export type MinimumInvestmentText = {
  heading: string;
  answer: string;
  /** Investor education's list of what a fund can do for you. */
  educationItem: string;
};

const english: MinimumInvestmentText = {
  heading: 'How little can I start with?',
  answer:
    'Most schemes accept a monthly SIP from {common}, and some fund houses now take as little as {smallest}; each scheme’s minimum is in its Key Information Memorandum. Our SIP calculator starts at {calculator} a month, the figure our specification sets: that is where the calculator starts, not the smallest SIP a scheme accepts.',
  educationItem: 'Small amounts: most schemes accept a monthly SIP from {common}, and some from as little as {smallest}.',
};

/** The words with the amounts in place, in the page's language. */
export function minimumInvestmentFor(locale: Locale): MinimumInvestmentText {
  const words = locale === 'hi' ? hindi : english;
  const amounts = {
    common: formatInr(startingAmounts.commonMonthlySip, { paise: false }),
    smallest: formatInr(startingAmounts.smallestMonthlySip, { paise: false }),
    calculator: formatInr(startingAmounts.sipCalculatorMin, { paise: false }),
  };
  return {
    heading: words.heading,
    answer: fillTemplate(words.answer, amounts),
    educationItem: fillTemplate(words.educationItem, amounts),
  };
}
