// The investor-education library read from its files' text (docs/library-content.md is the format):
// every rule checked, one line per problem naming the file, the field, the value and the rule (as the
// firm's data files, lib/data/dataFile.ts), and, when nothing is wrong, each edition's topics and glossary
// with the worked examples computed by the calculators' own lib/ functions. Pure: the files come in as
// strings (lib/library/load.ts reads them from content/library/), so every rule is unit-tested.
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { calendarDay } from '../data/calendarDay';
import { CHANGES_FILE, referenceProblems, resolveFacts, resolveFactsDeep, type FactFormatWords, type Register } from '../facts/register';
import { issueLines } from '../data/dataFile';
import { formatRupees } from '../format';
import { byLocale, DEFAULT_LOCALE, LOCALE_TABLE, LOCALES, localisePath, type Locale } from '../i18n/locale';
import { latinStopAfterScript } from '../hindiTerms';
import { formatDecimal, type NumberFieldSpec } from '../calculators/numberField';
import { linkTerms, parseBody, countWords, plainText, termForms, termPattern, type Block, type LinkResolver } from './markdown';
import {
  frontMatterSchema,
  glossarySchema,
  synonymsSchema,
  type FrontMatter,
  type GlossaryEntry,
  type SynonymsFile,
  type TopicGroup,
} from './schema';
import { sourceProblems, type SourcePolicy } from './sources';
import { CALCULATORS, type CalculatorId, type OutputUnit } from '../calculators';
import { exampleQuery, ILLUSTRATION_RATE_RANGE, toolOf } from './tools';

export const LIBRARY_DIR = 'content/library';
export const GLOSSARY_FILE = `${LIBRARY_DIR}/glossary.yml`;
export const SYNONYMS_FILE = `${LIBRARY_DIR}/synonyms.yml`;
export const topicFile = (locale: Locale, slug: string) => `${LIBRARY_DIR}/${locale}/${slug}.md`;

/** The library's home, a topic's page and the glossary, in either language. */
export const LIBRARY_HOME = '/investor-education/';
export const topicPath = (slug: string, locale: Locale = 'en') => localisePath(`/investor-education/${slug}/` as const, locale);
export const glossaryPath = (locale: Locale = 'en') => localisePath('/investor-education/glossary/', locale);
/** The glossary's slug is taken: no topic may use it. */
export const GLOSSARY_SLUG = 'glossary';
/** The "What changed" page's slug is taken too (lib/whatChanged.ts). */
export const WHAT_CHANGED_SLUG = 'what-changed';

export const BODY_WORDS = { min: 300, max: 700 } as const;

/** The files' text: each language's topics by slug, the glossary and the synonyms. */
export type LibraryFiles = { topics: Readonly<Record<Locale, Readonly<Record<string, string>>>>; glossary: string; synonyms: string };

export type LibraryContext = {
  /** Every page a body may link to, in its English form ("/tools/goal/"). */
  routes: readonly string[];
  /** The anchors of the old single page (content/education.ts). */
  oldAnchors: readonly string[];
  /** The anchor the home's link to the glossary keeps rather than a topic. */
  glossaryAnchor: string;
  /** Today, YYYY-MM-DD: no review date may lie after it. */
  today: string;
  /** The words for an SWP's money lasting the whole period, per language. */
  lastsThroughout: Readonly<Record<Locale, string>>;
  /** The hosts a source must (one primary) and must not come from (content/sourcePolicy.ts). */
  sourcePolicy: SourcePolicy;
  /** The register of facts that change, which a topic quotes as {{fact:...}}, and each language's words for their values. */
  facts: { register: Register; words: Readonly<Record<Locale, FactFormatWords>> };
};

export type WorkedExample = {
  tool: CalculatorId;
  /** The calculator's address in the page's language with the example's inputs as its shared-link query. */
  href: string;
  input: Readonly<Record<string, number | string>>;
  /** Every placeholder's text, keyed as the body names it ("input.amount", "maturity"). */
  figures: Readonly<Record<string, string>>;
  /** The lib/ function's raw outputs. */
  outputs: Readonly<Record<string, number | null>>;
};

export type Topic = Omit<FrontMatter, 'example' | 'lastReviewed' | 'group'> & {
  slug: string;
  locale: Locale;
  group: TopicGroup;
  /** YYYY-MM-DD. */
  lastReviewed: string;
  /** The page's address in its language. */
  path: string;
  example: WorkedExample | null;
  blocks: Block[];
  /** The body's text without mark-up, for the search index. */
  text: string;
};

export type GlossaryTerm = {
  id: string;
  /** The topic that explains it. */
  topic: string;
  term: string;
  /** Hindi only: the English word shown beside the term. */
  english: string | null;
  definition: string;
  aliases: readonly string[];
  /** Its anchor on the glossary page in its language. */
  href: string;
};

export type Library = { locale: Locale; topics: readonly Topic[]; glossary: readonly GlossaryTerm[]; synonyms: SynonymsFile['synonyms'] };

const show = (v: unknown) => JSON.stringify(v);

/** Splits a topic file into its front matter (parsed YAML) and its body. */
export function splitTopic(file: string, text: string): { data: unknown; body: string } | { problem: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return { problem: `${file}: has no front matter (YAML between two --- lines at the top)` };
  const doc = parseDocument(match[1] ?? '');
  const error = doc.errors[0];
  if (error) return { problem: `${file}:${(error.linePos?.[0]?.line ?? 0) + 1}: ${error.message.split('\n')[0] ?? ''}` };
  return { data: doc.toJS(), body: match[2] ?? '' };
}

function parseYamlFile<S extends z.ZodType>(file: string, text: string, schema: S, problems: string[]): z.output<S> | null {
  const doc = parseDocument(text);
  if (doc.errors.length) {
    problems.push(...doc.errors.map((e) => `${file}:${e.linePos?.[0]?.line ?? 0}: ${e.message.split('\n')[0] ?? ''}`));
    return null;
  }
  const data: unknown = doc.toJS();
  const result = schema.safeParse(data);
  if (!result.success) {
    problems.push(...issueLines(file, data, result.error.issues));
    return null;
  }
  return result.data;
}

const PLACEHOLDER = /\{\{\s*example\.([A-Za-z.]+)\s*\}\}/g;

/** The placeholders a body names, without the "example." prefix, in order of first use. */
export function placeholdersIn(body: string): string[] {
  return [...new Set([...body.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))];
}

function formatInput(spec: NumberFieldSpec, value: number): string {
  if (spec.unit === 'rupees') return formatRupees(value);
  if (spec.unit === 'percent') return `${formatDecimal(value, spec.decimals)}%`;
  return formatDecimal(value, spec.decimals);
}

function formatOutput(unit: OutputUnit, value: number | null, lastsThroughout: string): string {
  if (value === null) return lastsThroughout;
  if (unit === 'rupees') return formatRupees(value);
  if (unit === 'percent') return `${formatDecimal(value, 2)}%`;
  return formatDecimal(value, 0);
}

/** The example's problems (inputs, limits, AMFI's rate range, the calculator), one line each. */
function exampleProblems(file: string, fm: FrontMatter, routes: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const { calculator, example } = fm;
  if (calculator !== undefined && !routes.has(calculator))
    problems.push(`${file}: calculator ${show(calculator)} is not a page in content/routes.ts`);
  if (!example) {
    if (calculator !== undefined) problems.push(`${file}: example is missing: a topic with a calculator gives its worked example's inputs`);
    return problems;
  }
  const toolName = example.tool;
  const tool = toolOf(toolName);
  if (!tool) return [...problems, `${file}: example.tool ${show(toolName)} must be one of ${Object.keys(CALCULATORS).join(', ')}`];
  if (calculator === undefined) problems.push(`${file}: calculator is missing: example.tool ${show(toolName)} opens ${tool.path}`);
  else if (calculator !== tool.path)
    problems.push(
      `${file}: calculator ${show(calculator)} does not match example.tool ${show(toolName)}, whose calculator is ${tool.path}`,
    );
  const expected = new Set(['tool', ...Object.keys(tool.fields), ...Object.keys(tool.choices ?? {})]);
  for (const name of Object.keys(example))
    if (!expected.has(name))
      problems.push(`${file}: example.${name} is not an input of ${toolName} (its inputs: ${[...expected].slice(1).join(', ')})`);
  for (const [name, options] of Object.entries(tool.choices ?? {})) {
    const value = example[name];
    if (typeof value !== 'string' || !options.includes(value))
      problems.push(
        `${file}: example.${name}${value === undefined ? ' is missing' : ` ${show(value)}`} must be one of ${options.join(', ')}`,
      );
  }
  for (const [name, spec] of Object.entries(tool.fields)) {
    const value = example[name];
    if (typeof value !== 'number') {
      problems.push(`${file}: example.${name}${value === undefined ? ' is missing' : ` ${show(value)} must be a number`}`);
      continue;
    }
    if (value < spec.min || value > spec.max)
      problems.push(`${file}: example.${name} ${value} must be from ${spec.min} to ${spec.max}, the calculator's limits`);
    const range = ILLUSTRATION_RATE_RANGE;
    if (tool.rates.includes(name) && (value < range.min || value > range.max))
      problems.push(
        `${file}: example.${name} ${value} must be from ${range.min}% to ${range.max}%, the range AMFI allows for illustrations`,
      );
  }
  return problems;
}

function computeExample(fm: FrontMatter, locale: Locale, lastsThroughout: string): WorkedExample | null {
  if (!fm.example) return null;
  const tool = toolOf(fm.example.tool);
  if (!tool) return null;
  const input = fm.example;
  const result = tool.run(input);
  const outputs = Object.fromEntries(
    Object.keys(tool.outputs).map((name) => {
      const value = result[name];
      return [name, typeof value === 'number' ? value : null];
    }),
  );
  const figures: Record<string, string> = {};
  for (const [name, spec] of Object.entries(tool.fields)) figures[`input.${name}`] = formatInput(spec, Number(input[name]));
  for (const [name, unit] of Object.entries(tool.outputs)) figures[name] = formatOutput(unit, outputs[name] ?? null, lastsThroughout);
  const href = `${localisePath(tool.path, locale)}?${exampleQuery(tool, input)}`;
  return { tool: fm.example.tool as CalculatorId, href, input, figures, outputs };
}

type Parsed = { file: string; fm: FrontMatter; body: string };

/** The rules a topic's two language files share: the same values in both. */
const SHARED_FIELDS = ['group', 'order', 'lastReviewed', 'related', 'calculator', 'example', 'terms', 'sectionIds'] as const;

function twinProblems(en: Parsed, hi: Parsed, locale: Locale): string[] {
  const problems: string[] = [];
  for (const field of SHARED_FIELDS)
    if (show(en.fm[field]) !== show(hi.fm[field]))
      problems.push(
        `${hi.file}: ${field} ${show(hi.fm[field]) ?? 'is missing'} must be the same as in ${en.file} (${show(en.fm[field]) ?? 'missing'})`,
      );
  // A translated topic may cite its own language's edition of a document (lang: hi) where its twin cites the English.
  const enUrls = en.fm.sources.map((s) => s.url);
  const sameSources = enUrls.length === hi.fm.sources.length && hi.fm.sources.every((s, i) => s.url === enUrls[i] || s.lang === locale);
  if (!sameSources)
    problems.push(
      `${hi.file}: sources must cite the same addresses, in the same order, as ${en.file} (or, in place of one, its ${LOCALE_TABLE[locale].name} edition marked lang: ${locale})`,
    );
  if (en.fm.selfCheck.length !== hi.fm.selfCheck.length)
    problems.push(
      `${hi.file}: selfCheck has ${hi.fm.selfCheck.length} questions, ${en.file} ${en.fm.selfCheck.length}: the twins ask as many`,
    );
  const [a, b] = [placeholdersIn(en.body).sort(), placeholdersIn(hi.body).sort()];
  if (show(a) !== show(b))
    problems.push(
      `${hi.file}: body has the placeholders ${b.join(', ') || 'none'}, ${en.file} ${a.join(', ') || 'none'}: both must have the same`,
    );
  return problems;
}

/**
 * Reads and checks the whole library. `problems` lists every broken rule, one line each; `libraries`
 * is each edition's library, or null while any rule is broken.
 */
export function buildLibrary(files: LibraryFiles, ctx: LibraryContext): { problems: string[]; libraries: Record<Locale, Library> | null } {
  const problems: string[] = [];
  const glossary = parseYamlFile(GLOSSARY_FILE, files.glossary, glossarySchema, problems);
  const synonyms = parseYamlFile(SYNONYMS_FILE, files.synonyms, synonymsSchema, problems);
  const routes = new Set(ctx.routes);
  const oldAnchors = new Set(ctx.oldAnchors);
  problems.push(...referenceProblems(GLOSSARY_FILE, files.glossary, ctx.facts.register));
  // A change's topics are linked both ways (the "What changed" page and the topic's own page).
  ctx.facts.register.changes.forEach((change, i) =>
    change.topics.forEach((slug, j) => {
      if (!Object.hasOwn(files.topics.en, slug)) problems.push(`${CHANGES_FILE}: changes[${i}].topics[${j}] ${show(slug)} is not a topic`);
    }),
  );

  // Twins: every slug in both languages.
  const slugs = [...new Set(LOCALES.flatMap((l) => Object.keys(files.topics[l])))].sort();
  for (const slug of slugs)
    for (const locale of LOCALES)
      if (!Object.hasOwn(files.topics[locale], slug)) {
        const other = LOCALES.find((l) => Object.hasOwn(files.topics[l], slug)) ?? DEFAULT_LOCALE;
        problems.push(`${topicFile(locale, slug)} is missing: ${topicFile(other, slug)} has no twin in the other language`);
      }
  for (const locale of LOCALES)
    for (const slug of Object.keys(files.topics[locale]))
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug === GLOSSARY_SLUG || slug === WHAT_CHANGED_SLUG)
        problems.push(
          `${topicFile(locale, slug)}: the file name ${show(slug)} must be a slug of lower-case letters, digits and hyphens, and not "${GLOSSARY_SLUG}" or "${WHAT_CHANGED_SLUG}"`,
        );

  // Each file on its own: front matter against the schema.
  const parsed: Record<Locale, Map<string, Parsed>> = byLocale(() => new Map());
  for (const locale of LOCALES)
    for (const [slug, text] of Object.entries(files.topics[locale])) {
      const file = topicFile(locale, slug);
      problems.push(...referenceProblems(file, text, ctx.facts.register));
      const split = splitTopic(file, text);
      if ('problem' in split) {
        problems.push(split.problem);
        continue;
      }
      const result = frontMatterSchema.safeParse(split.data);
      if (!result.success) {
        problems.push(...issueLines(file, split.data, result.error.issues));
        continue;
      }
      parsed[locale].set(slug, { file, fm: result.data, body: split.body });
    }

  const glossaryIds = new Set((glossary?.terms ?? []).map((t) => t.id));
  const seenIds = new Set<string>();
  for (const [i, t] of (glossary?.terms ?? []).entries()) {
    if (seenIds.has(t.id)) problems.push(`${GLOSSARY_FILE}: terms[${i}].id ${show(t.id)} is used twice`);
    seenIds.add(t.id);
    if (!Object.hasOwn(files.topics.en, t.topic)) problems.push(`${GLOSSARY_FILE}: terms[${i}].topic ${show(t.topic)} is not a topic`);
    else if (parsed.en.get(t.topic) && !parsed.en.get(t.topic)?.fm.terms.includes(t.id))
      problems.push(`${GLOSSARY_FILE}: terms[${i}].topic ${show(t.topic)} does not list ${show(t.id)} in its terms`);
    for (const locale of LOCALES)
      if (!t[locale].definition.trim().endsWith(LOCALE_TABLE[locale].sentenceEnd))
        problems.push(`${GLOSSARY_FILE}: terms[${i}].${locale}.definition must end with ${LOCALE_TABLE[locale].sentenceEndName}`);
  }
  for (const [i, s] of (synonyms?.synonyms ?? []).entries()) {
    s.topics.forEach((slug, j) => {
      if (!Object.hasOwn(files.topics.en, slug))
        problems.push(`${SYNONYMS_FILE}: synonyms[${i}].topics[${j}] ${show(slug)} is not a topic`);
    });
    (s.terms ?? []).forEach((id, j) => {
      if (glossary && !glossaryIds.has(id)) problems.push(`${SYNONYMS_FILE}: synonyms[${i}].terms[${j}] ${show(id)} is not a glossary id`);
    });
  }

  // Each topic against the others, its twin, the glossary and the site's pages.
  const anchorsHeld = new Map<string, string>();
  for (const locale of LOCALES) {
    const orders = new Map<number, string>();
    for (const [slug, { file, fm, body }] of parsed[locale]) {
      const reviewed = calendarDay(fm.lastReviewed);
      if (reviewed && fm.lastReviewed > ctx.today)
        problems.push(`${file}: lastReviewed ${show(fm.lastReviewed)} must not lie in the future`);
      fm.sources.forEach((s, i) => {
        if (s.accessed > ctx.today) problems.push(`${file}: sources[${i}].accessed ${show(s.accessed)} must not lie in the future`);
      });
      problems.push(...sourceProblems(file, fm.sources, ctx.sourcePolicy));
      const twice = orders.get(fm.order);
      if (twice) problems.push(`${file}: order ${fm.order} is also the order of ${twice}`);
      orders.set(fm.order, slug);
      fm.related.forEach((r, i) => {
        if (r === slug) problems.push(`${file}: related[${i}] ${show(r)} names the topic itself`);
        else if (!Object.hasOwn(files.topics[locale], r)) problems.push(`${file}: related[${i}] ${show(r)} is not a topic`);
      });
      fm.terms.forEach((id, i) => {
        if (glossary && !glossaryIds.has(id)) problems.push(`${file}: terms[${i}] ${show(id)} is not an id in ${GLOSSARY_FILE}`);
      });
      if (locale === 'en')
        fm.sectionIds.forEach((id, i) => {
          if (!oldAnchors.has(id) || id === ctx.glossaryAnchor)
            problems.push(
              `${file}: sectionIds[${i}] ${show(id)} is not an anchor of the old /investor-education/ page (${[...oldAnchors].filter((a) => a !== ctx.glossaryAnchor).join(', ')})`,
            );
          const holder = anchorsHeld.get(id);
          if (holder) problems.push(`${file}: sectionIds[${i}] ${show(id)} is already held by ${holder}`);
          anchorsHeld.set(id, slug);
        });
      problems.push(...exampleProblems(file, fm, routes));
      const names = placeholdersIn(body);
      if (names.length && !fm.example) problems.push(`${file}: body has placeholders (${names.join(', ')}) but the topic has no example`);
      const tool = fm.example ? toolOf(fm.example.tool) : undefined;
      if (tool)
        for (const name of names) {
          const known = name.startsWith('input.') ? Object.hasOwn(tool.fields, name.slice(6)) : Object.hasOwn(tool.outputs, name);
          if (!known) problems.push(`${file}: body placeholder {{example.${name}}} is not something ${String(fm.example?.tool)} computes`);
        }
      const words = countWords(body);
      if (words < BODY_WORDS.min || words > BODY_WORDS.max)
        problems.push(`${file}: body has ${words} words; a topic has ${BODY_WORDS.min} to ${BODY_WORDS.max}`);
      const stop = latinStopAfterScript(LOCALE_TABLE[locale].textRules, 'm')?.exec(body.replace(/\]\([^)]*\)/g, ''));
      if (stop)
        problems.push(
          `${file}: body ends a sentence with a Latin full stop (${show(body.slice(Math.max(0, stop.index - 20), stop.index + 2))}); ${LOCALE_TABLE[locale].name} uses ${LOCALE_TABLE[locale].sentenceEndName}`,
        );
    }
    const twinsOf = locale === DEFAULT_LOCALE ? null : parsed[DEFAULT_LOCALE];
    if (twinsOf)
      for (const [slug, translated] of parsed[locale]) {
        const en = twinsOf.get(slug);
        if (en) problems.push(...twinProblems(en, translated, locale));
      }
  }
  for (const anchor of oldAnchors)
    if (anchor !== ctx.glossaryAnchor && !anchorsHeld.has(anchor) && parsed.en.size === Object.keys(files.topics.en).length)
      problems.push(`${LIBRARY_DIR}/en: no topic holds the old anchor #${anchor} in its sectionIds, so old links to it would break`);

  if (problems.length || !glossary || !synonyms) return { problems, libraries: null };

  // Everything holds: each edition's pages.
  const libraries = {} as Record<Locale, Library>;
  for (const locale of LOCALES) {
    const quote = (text: string) => resolveFacts(text, ctx.facts.register, locale, ctx.facts.words[locale]);
    const terms: GlossaryTerm[] = glossary.terms.map((t: GlossaryEntry) => ({
      id: t.id,
      topic: t.topic,
      term: t[locale].term,
      english: locale === DEFAULT_LOCALE ? null : t[locale].english,
      definition: quote(t[locale].definition),
      aliases: t[locale].aliases ?? [],
      href: `${glossaryPath(locale)}#${t.id}`,
    }));
    const byId = new Map(terms.map((t) => [t.id, t]));
    const links: LinkResolver = {
      locale,
      topic: (slug) => (Object.hasOwn(files.topics[locale], slug) ? topicPath(slug, locale) : null),
      glossary: (id) => (id === '' ? glossaryPath(locale) : (byId.get(id)?.href ?? null)),
      route: (path) => (routes.has(path) ? localisePath(path as `/${string}`, locale) : null),
    };
    const topics: Topic[] = [];
    for (const [slug, { file, fm: quoting, body: quotingBody }] of parsed[locale]) {
      const fm = resolveFactsDeep(quoting, quote);
      const body = quote(quotingBody);
      const example = computeExample(fm, locale, ctx.lastsThroughout[locale]);
      const filled = body.replace(PLACEHOLDER, (_, name: string) => example?.figures[name] ?? '');
      const { blocks, problems: bodyProblems } = parseBody(filled, links);
      problems.push(...bodyProblems.map((p) => `${file}: body ${p}`));
      const forms = fm.terms.flatMap((id) => {
        const t = byId.get(id);
        return t ? [{ id, href: t.href, forms: termForms({ term: t.term, english: t.english ?? undefined, aliases: t.aliases }) }] : [];
      });
      const linked = linkTerms(blocks, forms, locale);
      const text = plainText(linked.blocks);
      // A term met only in a heading is used, though not linked there.
      const unused = linked.unused.filter((id) => !termPattern(forms.find((f) => f.id === id) ?? { forms: [id] }, locale).test(text));
      for (const id of unused) problems.push(`${file}: terms ${show(id)} is never used in the body, in any of its glossary forms`);
      const { example: _input, ...rest } = fm;
      void _input;
      topics.push({ ...rest, slug, locale, path: topicPath(slug, locale), example, blocks: linked.blocks, text });
    }
    topics.sort((a, b) => a.order - b.order);
    libraries[locale] = { locale, topics, glossary: terms, synonyms: synonyms.synonyms };
  }
  return problems.length ? { problems, libraries: null } : { problems, libraries };
}
