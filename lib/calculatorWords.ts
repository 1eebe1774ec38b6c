import type { AssumedReturnsText } from '@/content/assumedReturns';
import type { CalculatorCopy, CalculatorText } from '@/content/calculators';
import { goal } from '@/content/en/tools';
import { regulatoryLines } from '@/lib/siteWords';
import { trailCommissionsIn } from './commissions';
import type { Locale } from './locale';
import { wordsFor } from './locales';
import { gapCategories } from './calculators/regularVsDirect';

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

/**
 * What each calculator's island takes, in the page's language: its own words, the shared ones and
 * any data of its own (the goal's presets, the trail-commission categories).
 */
export const calculatorIslandProps = {
  sip: (locale: Locale) => ({ copy: calculatorCopyFor(locale).sip, text: calculatorTextFor(locale) }),
  stepUpSip: (locale: Locale) => ({ copy: calculatorCopyFor(locale).stepUpSip, text: calculatorTextFor(locale) }),
  lumpsum: (locale: Locale) => ({ copy: calculatorCopyFor(locale).lumpsum, text: calculatorTextFor(locale) }),
  swp: (locale: Locale) => ({ copy: calculatorCopyFor(locale).swp, text: calculatorTextFor(locale) }),
  goal: (locale: Locale) => {
    const copy = calculatorCopyFor(locale).goal;
    const presets = goal.presets.map((preset, index) => ({ ...preset, label: copy.presets[index] ?? preset.label }));
    return { copy, text: calculatorTextFor(locale), presets };
  },
  retirement: (locale: Locale) => ({ copy: calculatorCopyFor(locale).retirement, text: calculatorTextFor(locale) }),
  costOfDelay: (locale: Locale) => ({ copy: calculatorCopyFor(locale).costOfDelay, text: calculatorTextFor(locale) }),
  regularVsDirect: (locale: Locale) => ({
    copy: calculatorCopyFor(locale).regularVsDirect,
    text: calculatorTextFor(locale),
    categories: gapCategories(trailCommissionsIn(wordsFor(locale).commissions)),
  }),
};
