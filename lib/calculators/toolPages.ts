import type { ToolPagesText } from '@/content/toolPages';
import type { CalculatorExplainer } from '@/content/tools';
import { calculatorAt, type CalculatorDefinition, type CalculatorPath, type WorkedExample } from './';
import { LOCALE_TABLE, type Locale } from '../i18n/locale';
import { wordsFor } from '../i18n/words';

// Each calculator page's copy under its calculator, in the page's language: the explainer, and the
// calculator's worked example (lib/calculators/) worked through at build time.

/** What a calculator page says under its calculator: how it works, and one example worked through. */
export type ToolPageCopy = {
  explainer: CalculatorExplainer;
  example: WorkedExample;
  /** One more paragraph after the risk warning. */
  note?: string;
};

/** The words around a calculator page's explainer, in one language. */
export function toolPageText(locale: Locale): Omit<ToolPagesText, 'examples'> {
  return wordsFor(locale).toolPages;
}

/** The copy under the calculator at `path`, in one language. */
export function toolPageFor(path: CalculatorPath, locale: Locale): ToolPageCopy {
  const words = wordsFor(locale);
  const calculator: CalculatorDefinition = calculatorAt(path);
  const note = calculator.note?.(words);
  return {
    explainer: words.tools.explainers[path],
    example: calculator.example(words, locale, LOCALE_TABLE[locale].intlLocale),
    ...(note === undefined ? {} : { note }),
  };
}
