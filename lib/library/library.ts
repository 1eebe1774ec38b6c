// The investor-education library read from its files' text (docs/library-content.md is the format):
// each file parsed on its own (./parse.ts), then held to every named rule (./rules.ts), and, when nothing
// is wrong, each edition's topics and glossary with the worked examples computed by the calculators' own
// lib/ functions. Pure: the files come in as strings (lib/library/load.ts reads them from
// content/library/), so every rule is unit-tested.
import { resolveFacts, resolveFactsDeep } from '../facts/register';
import { formatRupees } from '../format';
import { byLocale, DEFAULT_LOCALE, LOCALES, localisePath, type Locale } from '../i18n/locale';
import { formatDecimal, type NumberFieldSpec } from '../calculators/numberField';
import { linkTerms, parseBody, plainText, termForms, termPattern, type Block, type LinkResolver } from './markdown';
import { parseLibrary, PLACEHOLDER, type LibraryContext, type LibraryFiles, type ParsedLibrary } from './parse';
import { ruleProblems } from './rules';
import type { FrontMatter, GlossaryFile, SynonymsFile, TopicGroup } from './schema';
import type { CalculatorId, OutputUnit } from '../calculators';
import { exampleQuery, toolOf } from './tools';

/** The library's home, a topic's page and the glossary, in either language. */
export const LIBRARY_HOME = '/investor-education/';
export const topicPath = (slug: string, locale: Locale = DEFAULT_LOCALE) => localisePath(`/investor-education/${slug}/` as const, locale);
export const glossaryPath = (locale: Locale = DEFAULT_LOCALE) => localisePath('/investor-education/glossary/', locale);

type WorkedExample = {
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

/**
 * One edition's pages from a library that passed every rule. Two rules can only be checked here, on the
 * rendered body: its links resolve, and each of its terms is met in it.
 */
function assembleEdition(
  { files, ctx, topics: parsed }: ParsedLibrary,
  glossary: GlossaryFile,
  synonyms: SynonymsFile,
  locale: Locale,
): { library: Library; problems: string[] } {
  const problems: string[] = [];
  const routes = new Set(ctx.routes);
  const quote = (text: string) => resolveFacts(text, ctx.facts.register, locale, ctx.facts.words[locale]);
  const terms: GlossaryTerm[] = glossary.terms.map((t) => ({
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
  for (const { slug, file, fm: quoting, body: quotingBody } of parsed[locale].values()) {
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
    for (const id of unused) problems.push(`${file}: terms ${JSON.stringify(id)} is never used in the body, in any of its glossary forms`);
    const { example: _input, ...rest } = fm;
    void _input;
    topics.push({ ...rest, slug, locale, path: topicPath(slug, locale), example, blocks: linked.blocks, text });
  }
  topics.sort((a, b) => a.order - b.order);
  return { library: { locale, topics, glossary: terms, synonyms: synonyms.synonyms }, problems };
}

/**
 * Reads and checks the whole library. `problems` lists every broken rule, one line each; `libraries`
 * is each edition's library, or null while any rule is broken.
 */
export function buildLibrary(files: LibraryFiles, ctx: LibraryContext): { problems: string[]; libraries: Record<Locale, Library> | null } {
  const { library, problems: parseProblems } = parseLibrary(files, ctx);
  const problems = [...parseProblems, ...ruleProblems(library)];
  const { glossary, synonyms } = library;
  if (problems.length || !glossary || !synonyms) return { problems, libraries: null };
  const editions = byLocale((_, locale) => assembleEdition(library, glossary, synonyms, locale));
  const renderProblems = LOCALES.flatMap((locale) => editions[locale].problems);
  if (renderProblems.length) return { problems: renderProblems, libraries: null };
  return { problems: [], libraries: byLocale((_, locale) => editions[locale].library) };
}
