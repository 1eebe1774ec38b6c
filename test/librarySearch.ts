// The library's content as the search tests need it: each edition's documents and the synonym table,
// read from content/library/ so that every expectation follows the files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Locale } from '@/lib/locale';
import { termDocument, topicDocument, type TermSource, type TopicSource } from '@/lib/search/documents';
import { buildIndex, type SearchDocument, type SerialisedIndex, type Synonym } from '@/lib/search/searchIndex';

const LIBRARY = join(process.cwd(), 'content/library');

export type TestTopic = TopicSource & { selfCheck: { question: string; options: { text: string; correct: boolean; why: string }[] }[] };

export function libraryTopics(locale: Locale): TestTopic[] {
  return readdirSync(join(LIBRARY, locale))
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(join(LIBRARY, locale, file), 'utf8')) ?? [];
      const data = parse(front) as Omit<TestTopic, 'slug' | 'body'>;
      return { ...data, slug: file.replace(/\.md$/, ''), body };
    });
}

type GlossaryEntry = { id: string } & Record<Locale, Omit<TermSource, 'id'>>;
export const glossaryEntries = (parse(readFileSync(join(LIBRARY, 'glossary.yml'), 'utf8')) as { terms: GlossaryEntry[] }).terms;
export const synonymTable = (parse(readFileSync(join(LIBRARY, 'synonyms.yml'), 'utf8')) as { synonyms: Synonym[] }).synonyms;

export const libraryDocuments = (locale: Locale): SearchDocument[] => [
  ...libraryTopics(locale).map((topic) => topicDocument(topic, locale)),
  ...glossaryEntries.map((entry) => termDocument({ id: entry.id, ...entry[locale] }, locale)),
];

export const serialisedIndex = (locale: Locale): SerialisedIndex => buildIndex(locale, libraryDocuments(locale), synonymTable);
