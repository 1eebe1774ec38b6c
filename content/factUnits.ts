// The words a quoted fact's value is written with in each language (docs/dev/facts.md): the unit after
// a number, by plural form (Intl.PluralRules' categories), and the lakh that `|lakh` uses.

/** The units a registered fact may have (content/facts/*.yml `unit`). */
export const FACT_UNITS = ['percent', 'rupees', 'months', 'years', 'days', 'working-days', 'date', 'count', 'text'] as const;
export type FactUnit = (typeof FACT_UNITS)[number];

/** The units written as a number followed by a word. */
type CountedUnit = Extract<FactUnit, 'months' | 'years' | 'days' | 'working-days'>;

/** A unit's word for each plural category the language uses ("one", "other", ...). */
export type PluralWords = { one: string; other: string } & Partial<Record<'zero' | 'two' | 'few' | 'many', string>>;

export type FactUnitWords = Readonly<Record<CountedUnit, PluralWords>>;
