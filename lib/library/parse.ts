// The library's files as text, and the first step of reading them: each file parsed on its own (YAML,
// then its zod schema), one line per problem naming the file, the field and the value (as the firm's data
// files, lib/data/dataFile.ts). What the files must say about each other is lib/library/rules.ts's.
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import type { FactFormatWords, Register } from '../facts/register';
import { issueLines } from '../data/dataFile';
import { byLocale, LOCALES, type ByLocale, type Locale } from '../i18n/locale';
import { frontMatterSchema, glossarySchema, synonymsSchema, type FrontMatter, type GlossaryFile, type SynonymsFile } from './schema';
import type { SourcePolicy } from './sources';

export const LIBRARY_DIR = 'content/library';
export const GLOSSARY_FILE = `${LIBRARY_DIR}/glossary.yml`;
export const SYNONYMS_FILE = `${LIBRARY_DIR}/synonyms.yml`;
export const topicFile = (locale: Locale, slug: string) => `${LIBRARY_DIR}/${locale}/${slug}.md`;

/** The files' text: each language's topics by slug, the glossary and the synonyms. */
export type LibraryFiles = { topics: Readonly<Record<Locale, Readonly<Record<string, string>>>>; glossary: string; synonyms: string };

export type LibraryContext = {
  /** Every page a body may link to, in its English form ("/tools/goal/"). */
  routes: readonly string[];
  /** The anchors of the old single /investor-education/ page, which old links still name. */
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

/** One topic file whose front matter passed its schema. */
export type ParsedTopic = { slug: string; file: string; fm: FrontMatter; body: string };

/** The library with each file read on its own: what every rule of lib/library/rules.ts is given. */
export type ParsedLibrary = {
  /** The text as read: a rule about the files themselves (names, twins, fact references) sees every one, parsed or not. */
  files: LibraryFiles;
  ctx: LibraryContext;
  /** Null when the file does not parse: its problems are listed already, and rules that need it say nothing more. */
  glossary: GlossaryFile | null;
  synonyms: SynonymsFile | null;
  /** Each language's topics whose front matter passed the schema, in the files' order. */
  topics: ByLocale<ReadonlyMap<string, ParsedTopic>>;
};

/** Splits a topic file into its front matter (parsed YAML) and its body. */
function splitTopic(file: string, text: string): { data: unknown; body: string } | { problem: string } {
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

export const PLACEHOLDER = /\{\{\s*example\.([A-Za-z.]+)\s*\}\}/g;

/** The placeholders a body names, without the "example." prefix, in order of first use. */
export function placeholdersIn(body: string): string[] {
  return [...new Set([...body.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))];
}

/** Every file parsed against its schema; a file that fails is left out of `library` and named in `problems`. */
export function parseLibrary(files: LibraryFiles, ctx: LibraryContext): { library: ParsedLibrary; problems: string[] } {
  const problems: string[] = [];
  const glossary = parseYamlFile(GLOSSARY_FILE, files.glossary, glossarySchema, problems);
  const synonyms = parseYamlFile(SYNONYMS_FILE, files.synonyms, synonymsSchema, problems);
  const topics = byLocale(() => new Map<string, ParsedTopic>());
  for (const locale of LOCALES)
    for (const [slug, text] of Object.entries(files.topics[locale])) {
      const file = topicFile(locale, slug);
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
      topics[locale].set(slug, { slug, file, fm: result.data, body: split.body });
    }
  return { library: { files, ctx, glossary, synonyms, topics }, problems };
}
