import type { MinimumInvestmentText } from '@/content/minimumInvestment';
import { startingAmounts } from '@/content/startingAmounts';
import { formatInr } from '../format';
import { fillTemplate } from '../template';

/** One language's words with the record's amounts in place. */
export function withStartingAmounts(words: MinimumInvestmentText): MinimumInvestmentText {
  const amounts = {
    common: formatInr(startingAmounts.commonMonthlySip, { paise: false }),
    smallest: formatInr(startingAmounts.smallestMonthlySip, { paise: false }),
    calculator: formatInr(startingAmounts.sipCalculatorMin, { paise: false }),
  };
  return {
    heading: words.heading,
    answer: fillTemplate(words.answer, amounts),
  };
}
