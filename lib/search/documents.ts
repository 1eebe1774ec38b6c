// What the search indexes of the library: each topic page and each glossary term of one edition, as
// plain text. The text comes from the Markdown source, not the rendered page, so the index needs no
// HTML parser; the markup is dropped and links keep their words.
import { localisePath, type Locale } from '@/lib/locale';
import type { SearchDocument } from './searchIndex';

/** The fields of a topic the search reads (the library's loader gives more). */
export type TopicSource = { slug: string; title: string; description: string; answer: string; body: string };

/** The fields of a glossary entry, in one language, the search reads. */
export type TermSource = {
  id: string;
  term: string;
  definition: string;
  english?: string | undefined;
  aliases?: readonly string[] | undefined;
};

export const topicUrl = (slug: string, locale: Locale) => localisePath(`/investor-education/${slug}/`, locale);
export const termUrl = (id: string, locale: Locale) => `${localisePath('/investor-education/glossary/', locale)}#${id}`;

/** A topic's Markdown body as the words a reader sees: no markup, no link targets, no placeholders. */
export function plainText(markdown: string): string {
  return (
    markdown
      // Callout markers ("> [!note]") and placeholders ({{example.maturity}}): not words of the page.
      .replace(/\[![a-z]+\]/g, ' ')
      .replace(/\{\{[^}]*\}\}/g, ' ')
      // [words](target) keeps its words.
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Table rules (| --- | :---: |), headings, quotes, list marks, emphasis, table pipes.
      .replace(/^\s*\|?(\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/gm, ' ')
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
      .replace(/[*_`|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function topicDocument(topic: TopicSource, locale: Locale): SearchDocument {
  return {
    kind: 'topic',
    key: topic.slug,
    url: topicUrl(topic.slug, locale),
    title: topic.title,
    summary: topic.answer,
    text: `${topic.description} ${plainText(topic.body)}`,
    locale,
  };
}

export function termDocument(term: TermSource, locale: Locale): SearchDocument {
  // The Hindi glossary shows the English word beside the term; a reader may type either.
  const title = term.english && term.english !== term.term ? `${term.term} (${term.english})` : term.term;
  return {
    kind: 'term',
    key: term.id,
    url: termUrl(term.id, locale),
    title,
    summary: term.definition,
    text: (term.aliases ?? []).join(' '),
    locale,
  };
}
