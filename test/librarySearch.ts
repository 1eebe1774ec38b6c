// The site's search documents as the search tests need them, read by the site's own loaders from
// content/, so that every expectation follows the files.
import { loadLibrary } from '@/lib/library';
import type { Locale } from '@/lib/i18n/locale';
import { libraryDocuments as fromLibrary, siteDocuments, siteIndex } from '@/lib/search/documents';
import type { SearchDocument, SerialisedIndex } from '@/lib/search/searchIndex';

export const libraryDocuments = (locale: Locale): SearchDocument[] => fromLibrary(loadLibrary(locale));

export const allDocuments = (locale: Locale): SearchDocument[] => siteDocuments(locale);

// Built once per edition and test file: building the whole site's index takes a while on a busy machine.
const built = new Map<Locale, SerialisedIndex>();
export const serialisedIndex = (locale: Locale): SerialisedIndex => {
  const index = built.get(locale) ?? siteIndex(locale);
  built.set(locale, index);
  return index;
};
