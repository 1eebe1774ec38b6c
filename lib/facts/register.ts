// The register of facts that change (docs/dev/facts.md): each fact once, in content/facts/<subject>.yml,
// quoted by pages and topics as {{fact:<subject>.<id>}}. Pure: the files come in as text (lib/facts/load.ts
// reads them), so every rule and every format is unit-tested.
import type { z } from 'zod';
import type { FactUnitWords, PluralWords } from '@/content/factUnits';
import { DataFileError, issueLines, readYaml } from '../data/dataFile';
import { formatInrWords, formatRupees, spacedDate } from '../format';
import { LOCALE_TABLE, type Locale } from '../i18n/locale';
import { changesFileSchema, factsFileSchema, type FactChange, type FactEntry, type FactValue } from './schema';

export const FACTS_DIR = 'content/facts';
export const CHANGES_FILE = `${FACTS_DIR}/changes.yml`;

export type Fact = FactEntry & {
  /** "<subject>.<id>", what a reference names. */
  key: string;
  subject: string;
  file: string;
};

export type Register = { facts: ReadonlyMap<string, Fact>; changes: readonly FactChange[] };

/** What a reference may add after a bar: {{fact:tax.ltcg-equity-exemption|lakh}}. */
export const MODIFIERS = ['lakh', 'number', 'effective', 'previous'] as const;
export type Modifier = (typeof MODIFIERS)[number];

/** {{fact:<subject>.<id>}} or {{fact:<subject>.<id>|<modifier>}}; spaces inside the braces are allowed. */
const REFERENCE = /\{\{\s*fact:\s*([^|}\s]*)\s*(?:\|\s*([^}\s]*)\s*)?\}\}/g;

export type Reference = { key: string; modifier: string | null; line: number; text: string };

/** Every reference in a text, with its line (1-based). */
export function referencesIn(text: string): Reference[] {
  return [...text.matchAll(REFERENCE)].map((m) => ({
    key: m[1] ?? '',
    modifier: m[2] ?? null,
    line: text.slice(0, m.index).split('\n').length,
    text: m[0],
  }));
}

const show = (v: unknown) => JSON.stringify(v);

/** Why a reference cannot be resolved, or null when it can. */
function referenceProblem(ref: Pick<Reference, 'key' | 'modifier'>, register: Register): string | null {
  const fact = register.facts.get(ref.key);
  if (!fact) return `names no fact in ${FACTS_DIR}/ (the facts are <subject>.<id>, the subject being the file's name)`;
  if (ref.modifier !== null && !(MODIFIERS as readonly string[]).includes(ref.modifier))
    return `has the modifier ${show(ref.modifier)}; a reference may add ${MODIFIERS.map((m) => `|${m}`).join(', ')}`;
  if (ref.modifier === 'lakh' && fact.unit !== 'rupees') return `asks |lakh of a fact in ${fact.unit}; only rupees have lakhs`;
  if (ref.modifier === 'number' && typeof fact.value !== 'number') return `asks |number of a fact in ${fact.unit}`;
  if (ref.modifier === 'previous' && !fact.history?.length) return `asks |previous of ${fact.key}, which has no history`;
  return null;
}

/** One line per reference in `text` that cannot be resolved: "<file>:<line>: {{fact:x}} <why>". */
export function referenceProblems(file: string, text: string, register: Register): string[] {
  return referencesIn(text).flatMap((ref) => {
    const problem = referenceProblem(ref, register);
    return problem ? [`${file}:${ref.line}: ${ref.text} ${problem}`] : [];
  });
}

/** The words a value is written with: the units of the page's language. */
export type FactFormatWords = { units: FactUnitWords };

const numberIn = (locale: Locale) => new Intl.NumberFormat(LOCALE_TABLE[locale].intlLocale, { maximumFractionDigits: 2, numberingSystem: 'latn' });
const dateIn = (locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TABLE[locale].intlLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' });

function plural(words: PluralWords, count: number, locale: Locale): string {
  const category = new Intl.PluralRules(LOCALE_TABLE[locale].intlLocale).select(count);
  return (category in words ? words[category as keyof PluralWords] : undefined) ?? words.other;
}

/** A YYYY-MM-DD day as the language writes a date in prose: "23 July 2024", "23 जुलाई 2024", "23 जुलै 2024". */
export function formatFactDate(isoDay: string, locale: Locale): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return spacedDate(dateIn(locale), new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}

/** A fact's value in a language's words, as a reference without a modifier (or with |lakh, |number) writes it. */
export function formatFactValue(
  fact: Pick<Fact, 'unit'>,
  value: FactValue,
  locale: Locale,
  words: FactFormatWords,
  modifier: Modifier | null = null,
): string {
  if (typeof value === 'object') return value[locale] ?? '';
  if (typeof value === 'string') return formatFactDate(value, locale);
  if (modifier === 'number') return numberIn(locale).format(value);
  switch (fact.unit) {
    case 'percent':
      return `${numberIn(locale).format(value)}%`;
    case 'rupees':
      return modifier === 'lakh' ? formatInrWords(value, locale) : formatRupees(value);
    case 'months':
    case 'years':
    case 'days':
    case 'working-days':
      return `${numberIn(locale).format(value)} ${plural(words.units[fact.unit], value, locale)}`;
    default:
      return numberIn(locale).format(value);
  }
}

/** What a reference stands for in a language; throws when it cannot be resolved (the build's check names the file first). */
export function resolveReference(ref: Pick<Reference, 'key' | 'modifier'>, register: Register, locale: Locale, words: FactFormatWords): string {
  const problem = referenceProblem(ref, register);
  const fact = register.facts.get(ref.key);
  if (problem || !fact) throw new Error(`{{fact:${ref.key}${ref.modifier ? `|${ref.modifier}` : ''}}} ${problem ?? ''}`);
  const modifier = ref.modifier as Modifier | null;
  if (modifier === 'effective') return formatFactDate(fact.effective, locale);
  if (modifier === 'previous') return formatFactValue(fact, fact.history?.[0]?.value ?? fact.value, locale, words);
  return formatFactValue(fact, fact.value, locale, words, modifier);
}

/** A text with every reference replaced by its value in the language. */
export function resolveFacts(text: string, register: Register, locale: Locale, words: FactFormatWords): string {
  if (!text.includes('{{')) return text;
  return text.replace(REFERENCE, (_, key: string, modifier: string | undefined) =>
    resolveReference({ key, modifier: modifier ?? null }, register, locale, words),
  );
}

/** Every string inside plain objects and arrays resolved; functions and other values are kept as they are. */
export function resolveFactsDeep<T>(value: T, resolve: (text: string) => string): T {
  if (typeof value === 'string') return resolve(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => resolveFactsDeep(v, resolve)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveFactsDeep(v, resolve)])) as T;
  return value;
}

function parse<S extends z.ZodType>(file: string, text: string, schema: S, problems: string[]): z.output<S> | null {
  try {
    const data: unknown = readYaml(file, text).doc.toJS();
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    problems.push(...issueLines(file, data, result.error.issues));
  } catch (error) {
    if (!(error instanceof DataFileError)) throw error;
    problems.push(...error.lines);
  }
  return null;
}

/**
 * Reads the register from its files' text (path -> text, every content/facts/*.yml). `problems` lists
 * every broken rule, one line each; `register` is null while any rule is broken.
 */
export function buildRegister(files: Readonly<Record<string, string>>): { problems: string[]; register: Register | null } {
  const problems: string[] = [];
  const facts = new Map<string, Fact>();
  let changes: FactChange[] = [];
  // A facts file that cannot be read would make every change naming its facts look wrong too.
  let unreadable = false;
  for (const [file, text] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    if (file === CHANGES_FILE) {
      changes = parse(file, text, changesFileSchema, problems)?.changes ?? [];
      continue;
    }
    const subject = /([^/]+)\.yml$/.exec(file)?.[1] ?? '';
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(subject)) {
      problems.push(`${file}: the file name ${show(subject)} must be a subject of lower-case letters, digits and hyphens`);
      continue;
    }
    const parsed = parse(file, text, factsFileSchema, problems);
    if (!parsed) unreadable = true;
    parsed?.facts.forEach((fact, i) => {
      const key = `${subject}.${fact.id}`;
      if (facts.has(key)) problems.push(`${file}: facts[${i}].id ${show(fact.id)} is used twice`);
      else facts.set(key, { ...fact, key, subject, file });
    });
  }
  if (unreadable) return { problems, register: null };
  const changeIds = new Set<string>();
  changes.forEach((change, i) => {
    if (changeIds.has(change.id)) problems.push(`${CHANGES_FILE}: changes[${i}].id ${show(change.id)} is used twice`);
    changeIds.add(change.id);
    change.facts.forEach((key, j) => {
      const fact = facts.get(key);
      if (!fact) problems.push(`${CHANGES_FILE}: changes[${i}].facts[${j}] ${show(key)} names no fact in ${FACTS_DIR}/`);
      else if (fact.effective !== change.date && !fact.history?.some((h) => h.from === change.date || nextDay(h.until) === change.date))
        problems.push(
          `${CHANGES_FILE}: changes[${i}] is dated ${change.date}, but ${key} took no value on that day (effective ${fact.effective})`,
        );
    });
  });
  // The register's history is what "What changed" shows: a value that replaced another must be one of its changes.
  for (const fact of facts.values())
    if (fact.history?.length && !changes.some((c) => c.date === fact.effective && c.facts.includes(fact.key)))
      problems.push(
        `${fact.file}: ${fact.id} has a history, so ${CHANGES_FILE} must list a change dated ${fact.effective} naming ${fact.key}`,
      );
  return problems.length ? { problems, register: null } : { problems, register: { facts, changes } };
}

/** The day after a YYYY-MM-DD day. */
function nextDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}

/** The facts past their review date on `today` (YYYY-MM-DD), for the release check. */
export function factsPastReview(register: Register, today: string): Fact[] {
  return [...register.facts.values()].filter((f) => f.reviewBy < today);
}
