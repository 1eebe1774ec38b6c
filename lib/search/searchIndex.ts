// The library's search: an index of one edition's topics and glossary terms, built at build time and
// served as one JSON file, then loaded in the browser when the visitor first uses the search box.
// MiniSearch (pinned, 7.2.0): a few kilobytes, no server, an index that serialises to JSON and loads
// back without rebuilding, prefix search for typing and fuzzy search for slips.
import MiniSearch, { type AsPlainObject, type Options, type SearchOptions } from 'minisearch';
import type { Locale } from '@/lib/locale';
import { phraseKey, searchTerm, searchTerms, splitWords } from './normalise';

export type SearchKind = 'topic' | 'term';

/** One thing the search can find: a topic page, or a glossary term's anchor. */
export type SearchDocument = {
  kind: SearchKind;
  /** The topic's slug or the term's id. */
  key: string;
  /** Where the result leads, within the document's edition. */
  url: string;
  title: string;
  /** What the result shows under its title: the topic's one-sentence answer, the term's definition. */
  summary: string;
  /** Everything else the document says, as plain text. */
  text: string;
  locale: Locale;
};

/** One line of content/library/synonyms.yml. */
export type Synonym = { query: string; topics: readonly string[]; terms?: readonly string[] | undefined };

/** What the build writes and the browser fetches. */
export type SerialisedIndex = {
  version: 1;
  locale: Locale;
  index: AsPlainObject;
  /** Each synonym's folded key, and the documents it finds, most specific first. */
  synonyms: [string, string[]][];
};

export type SearchHit = { kind: SearchKind; url: string; title: string; summary: string };

type Stored = SearchHit;
type Indexed = Pick<SearchDocument, 'kind' | 'url' | 'title' | 'summary' | 'text'> & { id: string; keywords: string };

const idOf = (kind: SearchKind, key: string) => `${kind}:${key}`;

// The build and the browser must read text the same way, or the loaded index finds nothing.
const OPTIONS: Options<Indexed> = {
  fields: ['title', 'keywords', 'summary', 'text'],
  storeFields: ['kind', 'url', 'title', 'summary'],
  tokenize: splitWords,
  processTerm: searchTerm,
};

const SEARCH: SearchOptions = {
  boost: { title: 4, keywords: 3, summary: 2 },
  // The last word may still be being typed.
  prefix: (_term, index, terms) => index === terms.length - 1,
  // One slip in five letters; short words ("nav", "sip", "etf") must match as they are.
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
};

/** The index of one edition, as the build serialises it. */
export function buildIndex(locale: Locale, documents: readonly SearchDocument[], synonyms: readonly Synonym[]): SerialisedIndex {
  const foreign = documents.find((document) => document.locale !== locale);
  if (foreign) throw new Error(`search index (${locale}): ${foreign.url} belongs to the ${foreign.locale} edition`);
  const known = new Set(documents.map((document) => idOf(document.kind, document.key)));

  // Entries whose queries fold to one key are one entry (docs/library-content.md, "Synonyms").
  const byKey = new Map<string, string[]>();
  const keywordsOf = new Map<string, string[]>();
  for (const synonym of synonyms) {
    const key = phraseKey(synonym.query);
    if (key === '') continue;
    const targets = [...synonym.topics.map((slug) => idOf('topic', slug)), ...(synonym.terms ?? []).map((id) => idOf('term', id))];
    for (const target of targets) {
      if (!known.has(target))
        throw new Error(`search index (${locale}): the synonym "${synonym.query}" names ${target}, which is not in the library`);
      keywordsOf.set(target, [...(keywordsOf.get(target) ?? []), synonym.query]);
    }
    byKey.set(key, [...new Set([...(byKey.get(key) ?? []), ...targets])]);
  }

  const index = new MiniSearch<Indexed>(OPTIONS);
  index.addAll(
    documents.map(({ kind, key, url, title, summary, text }) => {
      const id = idOf(kind, key);
      return { id, kind, url, title, summary, text, keywords: (keywordsOf.get(id) ?? []).join(' ') };
    }),
  );
  return { version: 1, locale, index: index.toJSON(), synonyms: [...byKey] };
}

export type LoadedIndex = { locale: Locale; search(query: string, limit?: number): SearchHit[] };

/** Whether `part` occurs in `whole` as consecutive words. */
function containsRun(whole: readonly string[], part: readonly string[]): boolean {
  for (let start = 0; start + part.length <= whole.length; start++) {
    if (part.every((word, i) => whole[start + i] === word)) return true;
  }
  return false;
}

/** The serialised index, ready to answer queries in the browser (or in a test). */
export function loadIndex(serialised: SerialisedIndex): LoadedIndex {
  const index = MiniSearch.loadJS<Indexed>(serialised.index, OPTIONS);
  const synonyms = serialised.synonyms.map(([key, ids]) => ({ words: key.split(' '), ids }));

  const hitOf = (id: string): SearchHit | null => {
    const stored = index.getStoredFields(id) as Stored | undefined;
    return stored ? { kind: stored.kind, url: stored.url, title: stored.title, summary: stored.summary } : null;
  };

  return {
    locale: serialised.locale,
    search(query, limit = 8) {
      const words = searchTerms(query);
      if (words.length === 0) return [];
      // What people type (the synonym table) first, the longest phrase found in the query first:
      // "elss lock in" puts what "lock in" and "elss" both find above what only one finds.
      const score = new Map<string, number>();
      for (const synonym of synonyms) {
        if (!containsRun(words, synonym.words)) continue;
        synonym.ids.forEach((id, rank) => score.set(id, (score.get(id) ?? 0) + synonym.words.length * 100 - rank));
      }
      const fromSynonyms = [...score].sort((a, b) => b[1] - a[1]).map(([id]) => id);

      // MiniSearch folds the query itself (OPTIONS.processTerm): folding twice would fold further.
      let found = index.search(query, { ...SEARCH, combineWith: 'AND' });
      if (found.length === 0) found = index.search(query, { ...SEARCH, combineWith: 'OR' });

      const ids = [...new Set([...fromSynonyms, ...found.map((result) => String(result.id))])];
      return ids.flatMap((id) => hitOf(id) ?? []).slice(0, limit);
    },
  };
}
