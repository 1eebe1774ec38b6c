// The words of a calculator page around its calculator, and each worked example as a sentence with
// "{name}" placeholders (content/en/, content/hi/toolPages.ts). The example's inputs and maths are the
// calculator's own (lib/calculators/), so the figures are the same in every language.

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
