// What the search indexes of the library: each topic page and each glossary term of one edition, as
// the library's loader gives them (lib/library/), the body already as plain text.
import { loadLibrary, type GlossaryTerm, type Library, type Topic } from '@/lib/library';
import { localisePath, type Locale } from '@/lib/locale';
import { buildIndex, type SearchDocument, type SerialisedIndex } from './searchIndex';
import { headwordText } from '@/lib/library/glossary';

export function topicDocument(topic: Topic): SearchDocument {
  return {
    kind: 'topic',
    key: topic.slug,
    url: topic.path,
    title: topic.title,
    summary: topic.answer,
    text: `${topic.description} ${topic.text}`,
    locale: topic.locale,
  };
}

export function termDocument(term: GlossaryTerm, library: Pick<Library, 'locale'>): SearchDocument {
  // The Hindi glossary shows the English word beside the term, as the glossary page does (one bracket
  // at most); a reader may type either.
  const title = headwordText(term.term, term.english);
  return {
    kind: 'term',
    key: term.id,
    url: term.href,
    title,
    summary: term.definition,
    text: term.aliases.join(' '),
    locale: library.locale,
  };
}

/** One edition's index, as the build serves it. */
export function libraryIndex(library: Library): SerialisedIndex {
  const documents = [...library.topics.map(topicDocument), ...library.glossary.map((term) => termDocument(term, library))];
  return buildIndex(library.locale, documents, library.synonyms);
}

/** Where each edition's index is served (app/(en)/investor-education/search-index.json/route.ts and its Hindi twin). */
export const searchIndexPath = (locale: Locale) => localisePath('/investor-education/search-index.json', locale);

/** The index file's response, written once at build time (the route is force-static). */
export function searchIndexResponse(locale: Locale): Response {
  return Response.json(libraryIndex(loadLibrary(locale)));
}
