import type { RoutePath } from '@/content/routes';
import type { CommissionRow } from '@/content/types';
import type { ToolPagesText } from '@/content/toolPages';
import type { Locale } from '../i18n/locale';
import type { NumberFieldSpec, NumberFieldSpecs, NumberFieldWords } from './numberField';

// What every calculator module exports beside its maths, so that its page, its island's props, the
// library's worked examples and the compliance checks all read one definition. The definitions import
// no words and nothing from the rest of the site: the islands import the maths from the same modules,
// and the words reach a definition only as arguments, in the page's language.

/** The part of a language's words (content/words.ts) the definitions read; named here, not imported, since those words' types name the calculators. */
type CalculatorWords = {
  toolPages: Pick<ToolPagesText, 'examples'>;
  fieldWords: NumberFieldWords;
  tools: { sipNote: string };
  calculatorCopy: { goal: { presets: readonly string[] } };
};

/** How an output placeholder is written: rupees to the rupee, a bare count of years, a percentage, months or "lasts". */
export type OutputUnit = 'rupees' | 'years' | 'percent' | 'months';

/** A calculator's inputs by query name: numbers, and a choice's value as text. */
export type CalculatorInputs = Readonly<Record<string, number | string>>;

/** The worked example under a calculator's formula: one sentence, and the query that opens it in the calculator. */
export type WorkedExample = { sentence: string; query: string };

export type CalculatorDefinition = {
  /** The key of the calculator's words (calculatorCopy) and of a library topic's `example.tool`. */
  id: string;
  path: RoutePath;
  /** The numeric inputs, named as the maths and the calculator's query name them. */
  fields: NumberFieldSpecs<string>;
  /** Inputs that are a choice rather than a number (regularVsDirect's mode). */
  choices?: Readonly<Record<string, readonly string[]>>;
  /** Fields whose value is an assumed rate of return: AMFI's range applies to them. */
  rates: readonly string[];
  outputs: Readonly<Record<string, OutputUnit>>;
  /** The maths' result; the outputs are read from it by name. */
  run: (input: CalculatorInputs) => Readonly<Record<string, unknown>>;
  /** The worked example's inputs, within the fields' limits since its link opens them in the calculator. */
  exampleInput: CalculatorInputs;
  /**
   * The worked example in the words' language; `intlLocale` is the page's locale table entry, given by
   * the server-side caller because the islands import these definitions and must not carry the table.
   */
  example: (words: CalculatorWords, locale: Locale, intlLocale: string) => WorkedExample;
  /** One more paragraph after the page's risk warning. */
  note?: (words: CalculatorWords) => string;
  /** Figures the island takes besides its words (the goal's presets, the trail-commission categories). */
  islandData?: (words: CalculatorWords, trailCommissions: readonly CommissionRow[]) => object;
};

/** An input read as a number. */
export const num = (input: CalculatorInputs, name: string): number => Number(input[name]);

/** Some of a calculator's field specs, in the order named. */
export function pick<K extends string>(specs: Readonly<Record<string, NumberFieldSpec>>, names: readonly K[]): Record<K, NumberFieldSpec> {
  const picked: Partial<Record<K, NumberFieldSpec>> = {};
  for (const name of names) {
    const spec = specs[name];
    if (!spec) throw new Error(`No field ${name}`);
    picked[name] = spec;
  }
  return picked as Record<K, NumberFieldSpec>;
}

/** The outputs of an investment that grows. */
export const GROWTH_OUTPUTS = { invested: 'rupees', gains: 'rupees', maturity: 'rupees' } as const;
