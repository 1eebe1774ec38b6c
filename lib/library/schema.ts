// The schema of the library's files (content/library/, docs/library-content.md): a topic's front
// matter, the glossary and the synonyms. zod, as for the firm's data files (lib/data/firmSchema.ts): each
// issue carries the field's path, which lib/data/dataFile.ts turns into one line naming the file, the
// field, the value and the rule. Rules between files (twins, related slugs, links) are in library.ts.
import { z } from 'zod';
import { isoDate, RULES as FIRM_RULES } from '../data/firmSchema';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locale';

/** The rules' messages, each completing "<field> <value> ...": the tests read them from here. */
export const RULES = {
  text: FIRM_RULES.text,
  isoDate: FIRM_RULES.isoDate,
  description: 'must be at most 155 characters (search engines cut the rest)',
  order: 'must be a whole number from 1',
  slug: 'must be lower-case letters, digits and hyphens, such as exit-load',
  url: 'must be an https:// or http:// address',
  calculator: 'must be a calculator route such as /tools/swp/',
  selfCheckCount: 'must list 3 to 5 questions',
  optionCount: 'must list 2 to 4 options',
  oneCorrect: 'must have exactly one option with correct: true',
  sectionId: 'must be an anchor of the old /investor-education/ page, without the #',
} as const;

export const GROUPS = ['basics', 'choosing', 'costs-tax', 'paperwork', 'staying-invested', 'insurance', 'protecting-yourself'] as const;
export type TopicGroup = (typeof GROUPS)[number];

export const text = z.string({ error: RULES.text }).refine((v) => v.trim() !== '', { error: RULES.text });
const slug = z.string({ error: RULES.slug }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: RULES.slug });
// YAML reads an unquoted 2026-11-26 as a date: both forms are accepted and kept as the ISO string.
const day = z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), z.string({ error: RULES.isoDate }).pipe(isoDate));
const url = z.string({ error: RULES.url }).regex(/^https?:\/\/[^\s/]+\.[^\s]+$/, { error: RULES.url });

const option = z.strictObject({ text, correct: z.boolean(), why: text });
const question = z
  .strictObject({ question: text, options: z.array(option).min(2, { error: RULES.optionCount }).max(4, { error: RULES.optionCount }) })
  .refine((q) => q.options.filter((o) => o.correct).length === 1, { error: RULES.oneCorrect, path: ['options'] });

export const frontMatterSchema = z.strictObject({
  title: text,
  description: text.refine((v) => [...v.normalize('NFC')].length <= 155, { error: RULES.description }),
  group: z.enum(GROUPS),
  order: z.number({ error: RULES.order }).int({ error: RULES.order }).min(1, { error: RULES.order }),
  answer: text,
  lastReviewed: day,
  related: z.array(slug),
  calculator: z
    .string({ error: RULES.calculator })
    .regex(/^\/[a-z0-9/-]*\/$/, { error: RULES.calculator })
    .optional(),
  example: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
  // `lang`: the cited page's language, English when left out; the page marks a title in another
  // language than its own with the lang attribute, so a screen reader reads it in the right voice.
  sources: z.array(z.strictObject({ title: text, url, publisher: text, accessed: day, lang: z.enum(LOCALES).optional() })).min(1),
  terms: z.array(slug),
  selfCheck: z.array(question).min(3, { error: RULES.selfCheckCount }).max(5, { error: RULES.selfCheckCount }),
  sectionIds: z.array(z.string({ error: RULES.sectionId })),
});

export type FrontMatter = z.output<typeof frontMatterSchema>;
export type SelfCheckQuestion = FrontMatter['selfCheck'][number];

const termWords = z.strictObject({ term: text, definition: text, aliases: z.array(text).optional() });
/** A translation's words also name the English term, shown beside its own. */
const translatedTermWords = termWords.extend({ english: text });

type TermWordsByLocale = { [L in Locale]: L extends typeof DEFAULT_LOCALE ? typeof termWords : typeof translatedTermWords };
const termWordsByLocale = Object.fromEntries(
  LOCALES.map((locale) => [locale, locale === DEFAULT_LOCALE ? termWords : translatedTermWords]),
) as TermWordsByLocale;

export const glossarySchema = z.strictObject({
  terms: z.array(
    // Keyed by locale code, one key per language in the table. Not strict: a key for a language being
    // written but not yet in the table (a translator's mr:) is dropped, not refused.
    z.object({ id: slug, topic: slug, ...termWordsByLocale }),
  ),
});

export type GlossaryFile = z.output<typeof glossarySchema>;

export const synonymsSchema = z.strictObject({
  synonyms: z.array(
    z.strictObject({
      query: text,
      topics: z.array(slug).min(1, { error: 'must list at least 1 topic' }),
      terms: z.array(slug).optional(),
    }),
  ),
});

export type SynonymsFile = z.output<typeof synonymsSchema>;
