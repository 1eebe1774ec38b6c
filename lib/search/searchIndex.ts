// The site's search: an index of one edition's pages (library topics, glossary terms, calculators and
// questionnaires, the getting-started guide, the service pages, contact, grievance...), built at build
// time and served as one JSON file, then loaded in the browser when the visitor first uses a search.
// MiniSearch (pinned, 7.2.0): a few kilobytes, no server, an index that serialises to JSON and loads
// back without rebuilding, BM25 ranking with field boosts, prefix search for typing and fuzzy search for slips.
import MiniSearch, { type AsPlainObject, type Options, type SearchOptions, type SearchResult } from 'minisearch';
import { FIRM_PAGE } from '@/content/librarySearch';
import { LOCALE_TABLE, type Locale } from '@/lib/i18n/locale';
import { DEVANAGARI_WORD, readerFor, splitWords, type TermReader } from './normalise';
import { soundKey } from './soundKey';

/** A library topic, a glossary term, a calculator or questionnaire, or any other page of the site. */
export type SearchKind = 'topic' | 'term' | 'tool' | 'page';

/** One thing the search can find. */
export type SearchDocument = {
  kind: SearchKind;
  /** The topic's slug, the term's id, or the page's path. */
  key: string;
  /** Where the result leads, within the document's edition. */
  url: string;
  title: string;
  /** What the result shows under its title: the topic's one-sentence answer, the term's definition, the page's description. */
  summary: string;
  /** Everything else the document says, as plain text. */
  text: string;
  /** What readers call it, beyond its own words (content/<locale>/search.ts). */
  keywords?: string | undefined;
  /** What readers ask that it answers, in their everyday words (lib/search/asked.ts). */
  asked?: string | undefined;
  /**
   * The same document's title and summary in the other language: a Hindi page is found by the English
   * words that Hinglish mixes in ("mutual fund me tax"), while it shows only its own, Hindi, words.
   */
  twin?: { title: string; summary: string } | undefined;
  locale: Locale;
};

/** One line of content/library/synonyms.yml. */
export type Synonym = { query: string; topics: readonly string[]; terms?: readonly string[] | undefined };

/** What the build writes and the browser fetches. */
export type SerialisedIndex = {
  version: 3;
  locale: Locale;
  index: AsPlainObject;
  /** Each synonym's folded key, and the documents it finds, most specific first. */
  synonyms: [string, string[]][];
  /**
   * In an edition written in another script, words by their sound (lib/search/soundKey.ts), each key
   * heard as one word only, and that word as a page spells it: the English words its pages hold, for
   * English typed in Devanagari (कॅपिटल), and its own words that name a page (titles and what readers
   * call it), for the language typed in Latin letters (namnirdeshan).
   */
  sounds: { english: [string, string][]; native: [string, string][] };
};

type SearchHit = { kind: SearchKind; url: string; title: string; summary: string };

type Stored = SearchHit & {
  /** The folded words of the title, and of the twin's title: whether a query names this page outright. */
  heads: string[];
};
type Indexed = Pick<SearchDocument, 'kind' | 'url' | 'title' | 'summary' | 'text'> & {
  id: string;
  keywords: string;
  asked: string;
  twin: string;
  heads: string[];
};

const idOf = (kind: SearchKind, key: string) => `${kind}:${key}`;
/** What a result shows of a stored page. */
const hitOf = ({ kind, url, title, summary }: Stored): SearchHit => ({ kind, url, title, summary });

const FIELDS = ['title', 'keywords', 'asked', 'summary', 'twin', 'text'];
// A page's own words: everything it is indexed by but what readers ask of it.
const OWN_FIELDS = FIELDS.filter((field) => field !== 'asked');
const EXACT = { fuzzy: false, prefix: false } as const;

// The build and the browser must read text the same way, or the loaded index finds nothing: both take
// the edition's reader.
const optionsFor = (reader: TermReader): Options<Indexed> => ({
  fields: FIELDS,
  storeFields: ['kind', 'url', 'title', 'summary', 'heads'],
  tokenize: splitWords,
  processTerm: reader.searchTerm,
});

// Title over what people call it over the one-line answer over the rest: a page's own name outweighs
// a passing mention, which is what a reader expects first.
const BOOST = { title: 6, keywords: 4, asked: 2, summary: 2, twin: 1.5, text: 1 };

const SEARCH: SearchOptions = {
  boost: BOOST,
  // The last word may still be being typed.
  prefix: (_term, index, terms) => index === terms.length - 1,
  // One slip in five letters; short words ("nav", "sip", "etf") must match as they are.
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
};

// A word read as two holds five letters at least, each part two ("स्टेपअप" is स्टेप and अप).
const MIN_JOINED = 5;
const MIN_PART = 2;

// When the loose match fills in, a topic explains more than a glossary line, and a page or tool sits between.
const KIND_ORDER: Readonly<Record<SearchKind, number>> = { topic: 0, tool: 1, page: 1, term: 2 };

/** The index of one edition, as the build serialises it. */
export function buildIndex(locale: Locale, documents: readonly SearchDocument[], synonyms: readonly Synonym[]): SerialisedIndex {
  const foreign = documents.find((document) => document.locale !== locale);
  if (foreign) throw new Error(`search index (${locale}): ${foreign.url} belongs to the ${foreign.locale} edition`);
  const known = new Set(documents.map((document) => idOf(document.kind, document.key)));
  const reader = readerFor(locale);
  const { phraseKey } = reader;

  // Entries whose queries fold to one key are one entry (docs/library-content.md, "Synonyms").
  const byKey = new Map<string, string[]>();
  const keywordsOf = new Map<string, string[]>();
  // An edition's readers type its own script or Latin letters (Hinglish, "sip mhanje kay"): the English
  // index leaves out the Devanagari half of the table, which no English page answers in its own words.
  const foreignLetter = new RegExp(`(?![\\p{sc=Latn}\\p{sc=${LOCALE_TABLE[locale].scriptCode}}])[\\p{L}\\p{M}]`, 'u');
  for (const synonym of synonyms) {
    const key = phraseKey(synonym.query);
    if (key === '' || foreignLetter.test(synonym.query)) continue;
    const targets = [...synonym.topics.map((slug) => idOf('topic', slug)), ...(synonym.terms ?? []).map((id) => idOf('term', id))];
    for (const target of targets) {
      if (!known.has(target))
        throw new Error(`search index (${locale}): the synonym "${synonym.query}" names ${target}, which is not in the library`);
      keywordsOf.set(target, [...(keywordsOf.get(target) ?? []), synonym.query]);
    }
    byKey.set(key, [...new Set([...(byKey.get(key) ?? []), ...targets])]);
  }

  const index = new MiniSearch<Indexed>(optionsFor(reader));
  index.addAll(
    documents.map(({ kind, key, url, title, summary, text, keywords, asked, twin }) => {
      const id = idOf(kind, key);
      // A glossary title's bracketed expansion ("DTAA (Double taxation avoidance agreement)") is not
      // its name: "taxation" should not count as naming the DTAA entry.
      const name = (full: string) => phraseKey(full.replace(/\([^)]*\)/g, ' '));
      const heads = [name(title), ...(twin ? [name(twin.title)] : [])].filter(Boolean);
      return {
        id,
        kind,
        url,
        title,
        summary,
        text,
        keywords: [...(keywordsOf.get(id) ?? []), keywords ?? ''].join(' '),
        asked: asked ?? '',
        twin: twin ? `${twin.title} ${twin.summary}` : '',
        heads,
      };
    }),
  );
  const sounds =
    LOCALE_TABLE[locale].scriptCode === 'Latn'
      ? { english: [], native: [] }
      : {
          english: wordsBySound(documents, reader, LATIN_TERM, (d) => [
            d.title,
            d.summary,
            d.keywords,
            d.twin?.title,
            d.twin?.summary,
            d.text,
          ]),
          native: wordsBySound(documents, reader, DEVANAGARI_WORD, (d) => [d.title, d.keywords], MIN_NATIVE_SOUND_KEY),
        };
  return { version: 3, locale, index: index.toJSON(), synonyms: [...byKey], sounds };
}

const LATIN_TERM = /^[a-z]+$/i;
// A key of fewer consonants is heard in too many words ("gn": gain, gone, gun) to stand for one; a
// word typed in Latin letters needs one more, as a reader's verbs (milta, lagta) are heard in the
// pages' nouns (मल्टी, लागत) at three.
const MIN_SOUND_KEY = 3;
const MIN_NATIVE_SOUND_KEY = 4;

/** The words of one script in the documents' chosen fields, by their sound key, where one word has the key. */
function wordsBySound(
  documents: readonly SearchDocument[],
  reader: TermReader,
  script: RegExp,
  fields: (document: SearchDocument) => (string | undefined)[],
  minKey = MIN_SOUND_KEY,
): [string, string][] {
  const heard = new Map<string, { word: string; terms: Set<string> }>();
  for (const document of documents)
    for (const token of splitWords(fields(document).join(' '))) {
      const term = script.test(token) ? reader.searchTerm(token) : null;
      const key = term === null ? null : soundKey(term);
      if (term === null || key === null || key.length < minKey) continue;
      const entry = heard.get(key) ?? { word: token.toLowerCase(), terms: new Set<string>() };
      entry.terms.add(term);
      heard.set(key, entry);
    }
  return [...heard].filter(([, { terms }]) => terms.size === 1).map(([key, { word }]) => [key, word]);
}

type SearchRequest = {
  /** At most this many results. */
  limit?: number;
  /** A page's own address: it is left out of its own results. */
  exclude?: string;
};

export type LoadedIndex = { locale: Locale; search(query: string, request?: number | SearchRequest): SearchHit[] };

/** Whether `part` occurs in `whole` as consecutive words. */
function containsRun(whole: readonly string[], part: readonly string[]): boolean {
  for (let start = 0; start + part.length <= whole.length; start++) {
    if (part.every((word, i) => whole[start + i] === word)) return true;
  }
  return false;
}

/**
 * Whether the query names a title: 2 when the query is the title, 1 when every word of the query is
 * in it, 0 when one is not. The last query word may be a beginning still being typed.
 */
export function titleCover(heads: readonly string[], words: readonly string[]): number {
  let best = 0;
  for (const head of heads) {
    const titleWords = [...new Set(head.split(' ').filter(Boolean))];
    if (titleWords.length === 0) continue;
    const named = words.every((word, i) =>
      titleWords.some((titleWord) => titleWord === word || (i === words.length - 1 && word.length >= 3 && titleWord.startsWith(word))),
    );
    if (named) best = Math.max(best, new Set(words).size >= titleWords.length ? 2 : 1);
  }
  return best;
}

// The share of pages above which a word is too common for its place on a page to say anything.
const COMMON_SHARE = 0.25;
const COMMON_RARITY = Math.log(1 + 1 / COMMON_SHARE);

// How much a matched word counts by where the page holds it, beside how rare it is.
const PLACE: Readonly<Record<string, number>> = { title: 3, keywords: 2, asked: 1.25, summary: 1.5, twin: 1.25, text: 1 };

/** The weight of the likeliest place a query word was found in (its own form, or a longer one it begins). */
function placeOf(match: SearchResult['match'], term: string): number {
  let best = 1;
  for (const [found, fields] of Object.entries(match))
    if (found === term || found.startsWith(term)) for (const field of fields) best = Math.max(best, PLACE[field] ?? 1);
  return best;
}

/** The serialised index, ready to answer queries in the browser (or in a test). */
export function loadIndex(serialised: SerialisedIndex): LoadedIndex {
  const reader = readerFor(serialised.locale);
  const index = MiniSearch.loadJS<Indexed>(serialised.index, optionsFor(reader));
  const synonyms = serialised.synonyms.map(([key, ids]) => ({ words: key.split(' '), ids }));
  const stored = (id: string) => index.getStoredFields(id) as Stored | undefined;

  // How many documents hold a word: the fewer, the more the word says about what the reader wants.
  const rarity = new Map<string, number>();
  const rarityOf = (term: string): number => {
    let known = rarity.get(term);
    if (known === undefined) {
      // Counted among the pages' own words: what readers ask of the pages does not make a word common
      // (every phrase about tax says कर, and the tax year's title would lose its weight). A word no page
      // holds in its own words, only in readers' phrases (an everyday verb, "ठेवावी", "kam"), is how
      // readers talk, not what a page is about: it counts at most as a common word does.
      const own = index.search(term, { ...EXACT, fields: OWN_FIELDS }).length;
      const holding = own > 0 ? own : index.search(term, EXACT).length;
      known = holding === 0 ? 0 : Math.log(1 + index.documentCount / holding);
      if (own === 0) known = Math.min(known, COMMON_RARITY);
      rarity.set(term, known);
    }
    return known;
  };

  // A word no document holds (a Hinglish word only the synonym table knows) is as rare as a word can be.
  const rarest = () => Math.log(1 + index.documentCount);

  // A word no page and no synonym holds is heard (lib/search/soundKey.ts): English typed in Devanagari
  // (कॅपिटल, वेटिंग) as the English word of the index heard the same, the language typed in Latin
  // letters (namnirdeshan) as the word of its own script that names a page, if one word is heard so.
  const english = new Map(serialised.sounds.english);
  const native = new Map(serialised.sounds.native);
  const synonymWords = new Set(synonyms.flatMap((synonym) => synonym.words));
  const known = (term: string | null) => term !== null && (synonymWords.has(term) || rarityOf(term) > 0);
  // Two words typed as one ("स्टेपअप", "lumpsum", "exitload") are read as the two words the pages hold,
  // when no page holds the whole or begins a word with it (the last word may still be being typed).
  const asTwoWords = (term: string): string | null => {
    if (term.length < MIN_JOINED || index.search(term, { fuzzy: false, prefix: true }).length > 0) return null;
    for (let cut = term.length - MIN_PART; cut >= MIN_PART; cut -= 1) {
      const [first, second] = [term.slice(0, cut), term.slice(cut)];
      if (known(reader.searchTerm(first)) && known(reader.searchTerm(second))) return `${first} ${second}`;
    }
    return null;
  };
  const asHeard = (query: string): string =>
    splitWords(query)
      .map((token) => {
        const term = reader.searchTerm(token);
        if (term === null || known(term)) return token;
        const twoWords = asTwoWords(term);
        if (twoWords !== null) return twoWords;
        const heard = DEVANAGARI_WORD.test(term) ? english : LATIN_TERM.test(term) ? native : null;
        const key = heard && soundKey(term);
        return (key && heard.get(key)) || token;
      })
      .join(' ');

  return {
    locale: serialised.locale,
    search(typed, request = {}) {
      const { limit = 8, exclude } = typeof request === 'number' ? { limit: request } : request;
      const query = asHeard(typed);
      const words = reader.searchTerms(query);
      // A question to the firm that names nothing the pages hold ("तुम्ही कोण आहात", "नागपुरात तुमचे
      // कोणी आहे का") is answered by the page about the firm rather than by nothing.
      const asks = reader.asks(query);
      const aboutTheFirm = (): SearchHit[] => {
        const firm = asks.firm ? stored(idOf('page', FIRM_PAGE)) : undefined;
        return firm && firm.url !== exclude ? [hitOf(firm)] : [];
      };
      if (words.length === 0) return aboutTheFirm();
      // What people type (the synonym table), the phrase whose words say most first: "elss lock in"
      // puts what "lock in" and "elss" both find above what only one finds, and in "ltcg on mutual
      // funds" the rare "ltcg" outweighs "mutual fund", which half the site mentions.
      const score = new Map<string, number>();
      const covered = new Map<string, Set<string>>();
      for (const synonym of synonyms) {
        if (!containsRun(words, synonym.words)) continue;
        const weight = synonym.words.reduce((sum, word) => sum + (rarityOf(word) || rarest()), 0);
        synonym.ids.forEach((id, rank) => {
          score.set(id, (score.get(id) ?? 0) + weight * 100 - rank);
          covered.set(id, new Set([...(covered.get(id) ?? []), ...synonym.words]));
        });
      }

      // MiniSearch folds the query itself (the reader's searchTerm): folding twice would fold further.
      const strict = index.search(query, { ...SEARCH, combineWith: 'AND' });
      const inStrict = new Set(strict.map((result) => result.id as string));
      // A synonym's page leads only when the phrase carries most of the query's meaning: the words it
      // covers are rarer, together, than the rest. "mutual fund" names the page on what a mutual fund
      // is, which is not the answer to "how to withdraw money from a mutual fund".
      const weightOf = (word: string) => rarityOf(word) || (synonyms.some((synonym) => synonym.words.includes(word)) ? rarest() : 0);
      const meaning = words.reduce((sum, word) => sum + weightOf(word), 0);
      const bySynonym = [...score].sort((a, b) => b[1] - a[1]).map(([id]) => id);
      const answers = (id: string) =>
        inStrict.has(id) || [...(covered.get(id) ?? [])].reduce((sum, word) => sum + weightOf(word), 0) * 2 >= meaning;
      const strong = bySynonym.filter(answers);
      const weak = bySynonym.filter((id) => !answers(id));

      // Every page that holds a query word, those holding the rarer words first, so "tax" in "mutual
      // fund tax lagega" counts for more than "mutual" or "fund". A word in the title or in what people
      // call the page counts for more than the same word in passing: "ध्येयासाठी दरमहा किती गुंतवावे" names
      // the goal calculator by its keyword, and mentions a monthly sum that other pages talk about. So a
      // page named by the query's rare words comes before one that mentions every word: "स्विच केल्यावर
      // एक्झिट लोड" is answered by the page titled exit load, not by the three that mention a switch too.
      // A word a quarter of the pages hold ("mutual fund") says little wherever it stands, and counts the same.
      const telling = (term: string) => rarityOf(term) > COMMON_RARITY;
      const weight = (result: SearchResult) =>
        result.queryTerms.reduce((sum, term) => sum + rarityOf(term) * (telling(term) ? placeOf(result.match, term) : 1), 0);
      const found = index.search(query, { ...SEARCH, combineWith: 'OR' });
      const matches = found
        .map((result) => ({
          id: result.id as string,
          weight: weight(result),
          kind: KIND_ORDER[(result.kind as SearchKind) ?? 'page'],
          score: result.score,
        }))
        .sort((a, b) => b.weight - a.weight || a.kind - b.kind || b.score - a.score)
        .map(({ id }) => id);

      // A synonym's page that does not carry the query's meaning keeps its place among the loose matches.
      const order = [...new Set([...strong, ...matches, ...weak])];
      // A query that asks for a tool ("sip calculator"), or names a sum to work out ("5000 sip 20 years"),
      // puts first the tools that hold what it names beside the tool word and the figures; one that asks
      // to work out what no tool holds ("भांडवली नफ्याचा हिशोब", the reckoning of capital gains) is answered
      // by the pages that explain it. A tool word alone asks for every tool.
      const subject = words.filter((word) => !reader.isToolWord(word) && !reader.isNumberWord(word));
      const asksForTool = asks.workOut || words.some((word) => reader.isToolWord(word) || reader.isAmountWord(word));
      const heldWords = new Map(found.map((result) => [result.id as string, result.queryTerms]));
      const holdsAny = (id: string, terms: readonly string[]) => (heldWords.get(id) ?? []).some((term) => terms.includes(term));
      const holdsSubject = (id: string) => holdsAny(id, subject);
      // A sum or a tool word asks for the tools that hold what the query is about, its telling words
      // when it has some: "फंड विकला, ३ लाख नफा झाला, टॅक्स किती" is about the tax on a gain, which the
      // pages explain, not about the fund every tool mentions. A verb that asks to work a sum out
      // ("एफडी मोडून फंडात टाकले तर किती होतील") asks for the tools that hold any of its words.
      const tellingSubject = subject.filter(telling);
      const toolFor = (id: string) =>
        subject.length === 0 || (asks.workOut || tellingSubject.length === 0 ? holdsSubject(id) : holdsAny(id, tellingSubject));
      // Among the tools, the one whose whole name the query holds, the longest such name first: "sip of
      // 5000 for 20 years" names the SIP calculator, and only part of the step-up SIP's, which says "year" more.
      const toolNamed = (heads: readonly string[]) =>
        Math.max(
          0,
          ...heads.map((head) => {
            const name = head.split(' ').filter((word) => word && !reader.isToolWord(word));
            return name.length > 0 && name.every((word) => words.includes(word)) ? name.length : 0;
          }),
        );
      const leading = new Set(strong);
      const ranked = order
        .flatMap((id, position) => {
          const fields = stored(id);
          if (!fields || fields.url === exclude) return [];
          // A page whose title the query names, or that the synonym table says answers it, comes before
          // a page that only mentions the words; among those, the pages it names by title first, then the
          // synonym table's order (a topic before its glossary line).
          const cover = titleCover(fields.heads, words) > 0 ? 1 : 0;
          const tier = leading.has(id) || cover > 0 ? 1 : 0;
          const tool = asksForTool && fields.kind === 'tool' && toolFor(id) ? 1 : 0;
          const named = tool ? toolNamed(fields.heads) : 0;
          // A query that speaks to the firm ("तुमची फी किती") is answered by the firm's own page on it.
          const own = asks.firm && fields.kind === 'page' && holdsSubject(id) ? 1 : 0;
          return [{ fields, position, tier, cover, tool, named, own }];
        })
        .sort(
          (a, b) =>
            b.tool - a.tool || b.named - a.named || b.own - a.own || b.tier - a.tier || b.cover - a.cover || a.position - b.position,
        );
      if (ranked.length === 0) return aboutTheFirm();
      return ranked.slice(0, limit).map(({ fields }) => hitOf(fields));
    },
  };
}
