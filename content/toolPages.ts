import type { CalculatorExplainer } from './tools';

// The worked example under each calculator's formula: its example inputs (content/en/tools.ts) worked
// through at build time, in words, and the query that opens the same inputs in the calculator. The
// sentences are templates (content/en/, content/hi/toolPages.ts) ("{name}" placeholders) in each language; the figures are the same in both.

/** What a calculator page says under its calculator: how it works, and one example worked through. */
export type ToolPageCopy = {
  explainer: CalculatorExplainer;
  example: { sentence: string; query: string };
  /** One more paragraph after the risk warning. */
  note?: string;
};

/** The words of a calculator page around its explainer, and each worked example as a template. */
export type ToolPagesText = {
  howHeading: string;
  workedExample: string;
  openExample: string;
  /** What closes the sentence the example's link ends: a full stop in English, the danda in Hindi. */
  sentenceEnd: string;
  assumes: string;
  moreCalculators: string;
  talkToUs: string;
  examples: {
    /** {amount}, {years}, {rate}, {r}, {n}, {p}, {maturity}, {words}, {invested}. */
    sip: string;
    /** {amount}, {stepup}, {years}, {rate}, {instalments}, {invested}, {maturity}, {flat}. */
    stepUpSip: string;
    /** {amount}, {years}, {rate}, {p}, {growth}, {maturity}, {gains}. */
    lumpsum: string;
    /** {corpus}, {withdrawal}, {rate}, {monthlyRate}, {outcome}. */
    swp: string;
    /** {years}, {withdrawn}, {balance} (the money lasts), or {months}, {withdrawn} (it runs out); {rate} both. */
    swpLasts: string;
    swpRunsOut: string;
    /** {cost}, {years}, {inflation}, {futureCost}, {rate}, {sip}, {lumpsum}. */
    goal: string;
    /** {age}, {retireAt}, {lifeTo}, {expense}, {inflation}, {expenseThen}, {postRate}, {realRate}, {yearsIn}, {corpus}, {preRate}, {sip}, {lumpsum}. */
    retirement: string;
    /** {amount}, {rate}, {years}, {now}, {delay}, {later}, {cost}, {less}. */
    costOfDelay: string;
    /** {amount}, {years}, {rate}, {direct}, {gap}, {regularRate}, {regular}, {difference}. */
    regularVsDirect: string;
  };
};
