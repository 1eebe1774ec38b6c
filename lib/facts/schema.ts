// The schema of the register of facts that change (content/facts/*.yml, docs/dev/facts.md): zod, as for
// the firm's data files, so each issue names its field and lib/data/dataFile.ts turns it into one line
// naming the file, the field, the value and the rule.
import { z } from 'zod';
import { FACT_UNITS, type FactUnit } from '@/content/factUnits';
import { LOCALES, type Locale } from '../i18n/locale';
import { isoDate } from '../data/firmSchema';

export const RULES = {
  text: 'must be some text',
  slug: 'must be lower-case letters, digits and hyphens, such as ltcg-equity-rate',
  url: 'must be an https:// or http:// address',
  factId: 'must name a fact as <subject>.<id>, such as tax.ltcg-equity-rate',
  valueOfUnit: {
    number: 'must be a number for this unit',
    date: 'must be a date written YYYY-MM-DD for the unit date',
    text: `must give the words in every language (${LOCALES.join(', ')}) for the unit text`,
  },
  untilBeforeEffective: 'must be before the date the next value took effect (the history lists older values, newest first)',
} as const;

const text = z.string({ error: RULES.text }).refine((v) => v.trim() !== '', { error: RULES.text });
const factSlug = z.string({ error: RULES.slug }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: RULES.slug });
// YAML reads an unquoted 2026-11-27 as a date: both forms are kept as the ISO string.
const day = z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), isoDate);
const url = z.string({ error: RULES.url }).regex(/^https?:\/\/[^\s/]+\.[^\s]+$/, { error: RULES.url });

/** A fact's full id: its file's subject and its own id. */
const FACT_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]+(?:-[a-z0-9]+)*$/;
const factKey = z.string({ error: RULES.factId }).regex(FACT_KEY, { error: RULES.factId });

/** Words in every language of the locale table. */
const localeText = z.strictObject(Object.fromEntries(LOCALES.map((l) => [l, text])) as Record<Locale, typeof text>);

const sourceSchema = z.strictObject({
  title: text,
  publisher: text,
  url,
  /** The circular's, notification's or section's number. */
  ref: text.optional(),
  /** The document's own date. */
  date: day.optional(),
  /** The document's language, English when left out: a page in another language marks its title with it. */
  lang: z.enum(LOCALES).optional(),
});
export type FactSource = z.output<typeof sourceSchema>;

// The unit decides which of these a value must be (valueProblem), so the message can say so.
const value = z.union([z.number(), z.string(), z.record(z.string(), z.string())], {
  error: "must be a number, a date or each language's words",
});
/** A number, a YYYY-MM-DD day, or each language's words (checked against the unit: valueProblem). */
export type FactValue = number | string | Readonly<Record<string, string>>;

function valueProblem(unit: FactUnit, v: FactValue): string | null {
  if (unit === 'text') return typeof v === 'object' && LOCALES.every((l) => (v[l] ?? '').trim() !== '') ? null : RULES.valueOfUnit.text;
  if (unit === 'date') return typeof v === 'string' && isoDate.safeParse(v).success ? null : RULES.valueOfUnit.date;
  return typeof v === 'number' ? null : RULES.valueOfUnit.number;
}

const pastValue = z.strictObject({ value, from: day.optional(), until: day, source: sourceSchema });

const factSchema = z
  .strictObject({
    id: factSlug,
    /** What the fact is, in a line: for the register's readers, never shown. */
    what: text,
    value,
    unit: z.enum(FACT_UNITS),
    effective: day,
    source: sourceSchema,
    checked: day,
    reviewBy: day,
    history: z.array(pastValue).optional(),
  })
  .superRefine((fact, ctx) => {
    const problem = valueProblem(fact.unit, fact.value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
    let next = fact.effective;
    (fact.history ?? []).forEach((past, i) => {
      const pastProblem = valueProblem(fact.unit, past.value);
      if (pastProblem) ctx.addIssue({ code: 'custom', path: ['history', i, 'value'], message: pastProblem });
      if (past.until >= next) ctx.addIssue({ code: 'custom', path: ['history', i, 'until'], message: RULES.untilBeforeEffective });
      next = past.from ?? past.until;
    });
  });
export type FactEntry = z.output<typeof factSchema>;

export const factsFileSchema = z.strictObject({ facts: z.array(factSchema) });

const changeSchema = z.strictObject({
  id: factSlug,
  /** The day the change took effect. */
  date: day,
  title: localeText,
  summary: localeText,
  /** The facts it changed, as <subject>.<id>. */
  facts: z.array(factKey),
  /** The library topics it touches, by slug. */
  topics: z.array(factSlug),
  source: sourceSchema,
});
export type FactChange = z.output<typeof changeSchema>;

export const changesFileSchema = z.strictObject({ changes: z.array(changeSchema) });
