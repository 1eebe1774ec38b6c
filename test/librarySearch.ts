// The library as the search tests need it, read by the site's own loader from content/library/, so
// that every expectation follows the files.
import { loadLibrary } from '@/lib/library';
import type { Locale } from '@/lib/locale';
import { termDocument, topicDocument, libraryIndex } from '@/lib/search/documents';
import type { SearchDocument, SerialisedIndex } from '@/lib/search/searchIndex';

export const libraryDocuments = (locale: Locale): SearchDocument[] => {
  const library = loadLibrary(locale);
  return [...library.topics.map(topicDocument), ...library.glossary.map((term) => termDocument(term, library))];
};

export const serialisedIndex = (locale: Locale): SerialisedIndex => libraryIndex(loadLibrary(locale));
