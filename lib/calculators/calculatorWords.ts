import type { AssumedReturnsText } from '@/content/assumedReturns';
import type { CalculatorCopy, CalculatorText } from '@/content/calculators';
import { regulatoryLines } from '@/lib/pages/siteWords';
import { trailCommissionsIn } from '../compliance/commissions';
import type { Locale } from '../i18n/locale';
import { wordsFor } from '../i18n/words';
import { CALCULATORS, type CalculatorDefinition, type CalculatorId } from './';

// The calculators' words in the page's language, as the pages pass them to the islands (an island never
// imports the words itself, or every page would ship both languages).

/** The illustration disclaimer and the scheme-agnostic line in one language. */
export function assumedReturnsText(locale: Locale): AssumedReturnsText {
  return wordsFor(locale).assumedReturns;
}

/** Every calculator's shared words in one language, for the page to pass to its calculator. */
export function calculatorTextFor(locale: Locale): CalculatorText {
  const { calculators: text, fieldWords: field, ui } = wordsFor(locale);
  const disclaimer = assumedReturnsText(locale).illustrationDisclaimer;
  return {
    ...text,
    locale,
    field,
    disclaimer: { heading: disclaimer.heading, text: disclaimer.text, warning: regulatoryLines(locale).mfRiskWarning },
    share: ui.share,
    table: { ...text.table, scrollHint: ui.scrollHint },
  };
}

/** Each calculator's own words in one language. */
export function calculatorCopyFor(locale: Locale): CalculatorCopy {
  return wordsFor(locale).calculatorCopy;
}

type IslandData<Id extends CalculatorId> = (typeof CALCULATORS)[Id] extends { islandData: (...args: never[]) => infer Data }
  ? Data
  : object;

/** What a calculator's island takes: its own words, the shared ones and any figures of its own. */
export type CalculatorIslandProps<Id extends CalculatorId> = { copy: CalculatorCopy[Id]; text: CalculatorText } & IslandData<Id>;

/** What the calculator `id`'s island takes, in the page's language. */
export function calculatorIslandProps<Id extends CalculatorId>(id: Id, locale: Locale): CalculatorIslandProps<Id> {
  const words = wordsFor(locale);
  const calculator: CalculatorDefinition = CALCULATORS[id];
  const data = calculator.islandData?.(words, trailCommissionsIn(words.commissions)) ?? {};
  return { copy: calculatorCopyFor(locale)[id], text: calculatorTextFor(locale), ...data } as CalculatorIslandProps<Id>;
}
