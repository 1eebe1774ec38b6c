// How the library's search reads text: the index's documents, the synonym table's queries and what the
// visitor types all pass through these functions, so that spellings people use interchangeably meet in
// one form. Folding loses distinctions the reader would see (ज़ and ज, म्प and ंप), which is why it is
// applied to the index's terms only, never to a title shown on screen.
import {
  ADDRESS_VERBS,
  ADDRESS_WORDS,
  AMOUNT_WORDS,
  CAN_WORDS,
  EDITION_SEARCH_WORDS,
  HOW_WORDS,
  NO_EDITION_WORDS,
  QUESTION_WORDS,
  SPAN_WORDS,
  TOOL_WORDS,
  WORK_OUT_WORDS,
  YES_NO_WORDS,
  type EditionSearchWords,
} from '@/content/librarySearch';
import { LOCALE_TABLE, type Locale } from '@/lib/i18n/locale';
import { acronymOf } from './transliterate';

const NUKTA = /\u093C/g;
const CHANDRABINDU = /\u0901/g;
const ANUSVARA = '\u0902';
// A nasal consonant with a virama before a stop (क to म) is written either way: लम्पसम or लंपसम,
// हिन्दी or हिंदी. Only before a stop: before य, र, ल, व, श, ष, स or ह the half letter stays (म्यूचुअल).
const HALF_NASAL_BEFORE_STOP = /[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u092E])/g;
// Long and short vowels are the commonest slip when typing Hindi (म्यूचुअल, म्युचुअल): ई/ी to इ/ि, ऊ/ू
// to उ/ु, and the candra O of borrowed English words (लॉक, ऑफ़र) to ओ/ो, as people type it.
const VOWEL_FOLDS: readonly (readonly [RegExp, string])[] = [
  [/\u0940/g, '\u093F'],
  [/\u0908/g, '\u0907'],
  [/\u0942/g, '\u0941'],
  [/\u090A/g, '\u0909'],
  [/\u0949/g, '\u094B'],
  [/\u0911/g, '\u0913'],
];
// Marathi writes the open E of English words with the candra sign (टॅक्स, ॲप, अ‍ॅसेट); Hindi writes ै
// (टैक्स, ऐप), and readers type either.
const CANDRA_E_LETTERS = /\u0905\u0945|[\u0972\u090D]/g;
const CANDRA_E_SIGN = /\u0945/g;
// ळ and ऱ are Marathi letters a reader types as ल and र as often as not (वेळ, वेल); no word of the site's
// vocabulary is told apart by them.
const MARATHI_LETTERS: readonly (readonly [RegExp, string])[] = [
  [/\u0933/g, '\u0932'],
  [/\u0931/g, '\u0930'],
];
const JOINERS = /[\u200C\u200D]/g;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;
// Anything that is not a letter, a combining mark or a digit separates words: spaces, hyphens
// ("lock-in", "लॉक-इन"), the danda, brackets, punctuation; but not a decimal point between digits
// ("0.005 टक्के", "12.5%"): its halves are no numbers of their own, and 005 would read as a sum.
const SEPARATORS = /(?:[^\p{L}\p{M}\p{N}.]|(?<!\p{N})\.|\.(?!\p{N}))+/u;
const LATIN_WORD = /^[a-z0-9]+$/;

/** Text in one comparable form: Unicode NFC, lower case, nukta dropped, Devanagari variants folded, digits Latin. */
export function normalise(text: string): string {
  let folded = text
    .normalize('NFC')
    .toLowerCase()
    // NFC writes क़ as क + nukta (U+0958 to U+095F are excluded from composition), so one drop covers both forms.
    .replace(NUKTA, '')
    .replace(JOINERS, '')
    .replace(CANDRA_E_LETTERS, '\u0910')
    .replace(CANDRA_E_SIGN, '\u0948')
    .replace(CHANDRABINDU, ANUSVARA)
    .replace(HALF_NASAL_BEFORE_STOP, ANUSVARA)
    .replace(DEVANAGARI_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x0966));
  for (const [from, to] of [...VOWEL_FOLDS, ...MARATHI_LETTERS]) folded = folded.replace(from, to);
  return folded;
}

/**
 * One Latin word as Hinglish spells it either way: "kyaa" and "kya", "nivesh" and "niwesh",
 * "jyada" and "zyada", "paisa" and "paissa", "funds" and "fund". English words fold the same way on
 * both sides of the search, so they still meet.
 */
export function foldLatin(word: string): string {
  if (!LATIN_WORD.test(word)) return word;
  const folded = word
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/ph/g, 'f')
    .replace(/([a-z])\1+/g, '$1');
  // A plural "s" (funds, loads, nfos), but not the double s of "elss" or the end of a short word.
  return folded.length > 3 && folded.endsWith('s') && !word.endsWith('ss') ? folded.slice(0, -1) : folded;
}

/** A word wholly in Devanagari. */
export const DEVANAGARI_WORD = /^[\u0900-\u097F]+$/;

/** A word in the search's common form, the same in every edition: normalised, spelt as Hinglish folds it. */
const foldWord = (word: string) => foldLatin(normalise(word));

/** The Latin acronym a folded Devanagari word spells letter by letter, folded as a Latin word (एसआईपी -> "sip"), or null. */
function acronymFor(folded: string): string | null {
  if (!DEVANAGARI_WORD.test(folded)) return null;
  const acronym = acronymOf(folded, normalise);
  // The acronym folds as a Latin word does ("xirr" and "xir", "elss" as it is), or the two never meet.
  return acronym === null ? null : foldLatin(acronym);
}

// A glued ending is left off only when this many letters remain: "मत" is no "म" with a त.
const MIN_STEM = 3;
// A postposition of one consonant (Marathi त) is glued to a vowel, nasal or not (फंडात, बँकेत, वर्षांत);
// a word whose own last letter it is (मुदत, सवलत, बचत) keeps it.
const ONE_CONSONANT = /^[\u0915-\u0939]$/;
const VOWEL_SIGN_LAST = /[\u093E-\u094C][\u0901\u0902]?$/;
// A noun takes its oblique vowel before a glued postposition (कर, करावर, कराची): once the postposition
// is off, the vowel may leave a two-letter word. A word that came without one keeps three (करा is "do").
const MIN_OBLIQUE_STEM = 2;

const VIRAMA = '\u094D';

const NUMBER = /^\d+(?:\.\d+)?$/;
// A sum, not an age or a count of years: three digits or more (500, 5000), as no one types 18 years as 018.
const SUM = /^\d{3,}$/;
// A year ("income tax act 2025", "2026-27") is no sum: four digits from 1950 to 2099. A sum is round,
// so 2000 and 2050 are read as sums.
const isYear = (term: string) => /^(19[5-9]|20\d)\d$/.test(term) && Number(term) % 50 !== 0;

/** How one edition reads words: the same folding for its index and for what its visitors type. */
export type TermReader = {
  /** A word's folded form, or null for a stop word the search leaves out ("kya", "में", "what"). */
  searchTerm(word: string): string | null;
  /** The text's words as the search compares them: folded, stop words left out. */
  searchTerms(text: string): string[];
  /** One key for a phrase: "Lock-in", "lock in" and "LOCK IN" give the same; "nav kya hai" gives "nav". */
  phraseKey(text: string): string;
  /** Whether a folded word asks for a tool ("calculator", "कैलकुलेटर"). */
  isToolWord(term: string): boolean;
  /** Whether a folded word is a number or makes one a sum or a span ("5000", "20", "लाख", "varsh"): not what the query is about. */
  isNumberWord(term: string): boolean;
  /** Whether a folded word names a sum of money ("5000", "लाख"), which asks to work something out. */
  isAmountWord(term: string): boolean;
  /**
   * What the query asks beside its subject, read from words the search otherwise leaves out: to work a
   * sum out ("किती वाढतील"), and whether it speaks to the firm ("your fee", "तुमची फी").
   */
  asks(text: string): { workOut: boolean; firm: boolean };
};

/** A reader for an edition's own words (content/librarySearch.ts), beside the words every edition shares. */
export function termReader(words: EditionSearchWords): TermReader {
  const byLength = (list: readonly string[]) => [...new Set(list.map(foldWord))].sort((a, b) => b.length - a.length);
  const suffixes = byLength(words.suffixes);
  const endings = byLength(words.endings);
  const spellings = new Map(words.spellings.map(([typed, read]) => [foldWord(typed), foldWord(read)]));
  const spelt = (word: string) => spellings.get(word) ?? word;
  const particles = byLength(words.particles);
  const withoutParticle = (word: string) => {
    const particle = particles.find(
      (end) => word.endsWith(end) && [...word].length - [...end].length >= MIN_STEM && !word.slice(0, -end.length).endsWith(VIRAMA),
    );
    return particle === undefined ? word : word.slice(0, -particle.length);
  };
  const strip = (word: string, from: readonly string[], minStem = MIN_STEM) => {
    const ending = from.find(
      (end) =>
        word.endsWith(end) &&
        [...word].length - [...end].length >= minStem &&
        (!ONE_CONSONANT.test(end) || VOWEL_SIGN_LAST.test(word.slice(0, -end.length))),
    );
    return ending === undefined ? word : word.slice(0, -ending.length);
  };

  /** The word's forms from whole to stem (फंडांमध्ये, फंडां, फंड); the last is the search's. */
  const forms = (word: string): string[] => {
    const whole = spelt(withoutParticle(foldWord(word)));
    // एसआईपी and SIP are one word to the search, in the index and in the query alike.
    const acronym = acronymFor(whole);
    if (acronym !== null) return [whole, acronym];
    // एसआयपीचा is SIP, फंडाचे is फंड: the stem is read again as a word of its own.
    const stem = strip(whole, suffixes);
    const stemAcronym = stem === whole ? null : acronymFor(stem);
    if (stemAcronym !== null) return [whole, stemAcronym];
    return [whole, stem, spelt(strip(spelt(stem), endings, stem === whole ? MIN_STEM : MIN_OBLIQUE_STEM))];
  };

  const keep = new Set(words.keepWords.map(foldWord));
  // A postposition typed apart ("२०२५ मुळे", "SIP madhe") names nothing, as a question word does.
  const postpositions = new Set(suffixes.filter((suffix) => !keep.has(suffix)));
  const shared = QUESTION_WORDS.filter((word) => !keep.has(foldWord(word)));
  // A list of words as the search reads them: each one's last form (its stem), so every inflection matches.
  const readAs = (list: readonly string[]) => new Set(list.map((word) => forms(word).at(-1) ?? ''));
  // The pronouns that speak to the firm name no subject: asks() hears them ("your fee", "आपकी फीस").
  const stopWords = readAs([...shared, ...words.stopWords, ...ADDRESS_WORDS]);
  const toolWords = readAs(TOOL_WORDS);
  const amountWords = readAs(AMOUNT_WORDS);
  const spanWords = readAs(SPAN_WORDS);
  // A word as typed, or with a postposition off (तुमच्याकडे, आपकी): never its stem, which may be a noun.
  const asTyped = (list: readonly string[]) => new Set(list.map((word) => forms(word)[0] ?? ''));
  const workOutWords = asTyped(WORK_OUT_WORDS);
  const addressWords = asTyped(ADDRESS_WORDS);
  const addressVerbs = asTyped(ADDRESS_VERBS);
  const canWords = asTyped(CAN_WORDS);
  const yesNoWords = asTyped(YES_NO_WORDS);
  const howWords = asTyped(HOW_WORDS);
  const isIn = (list: ReadonlySet<string>) => (word: string | undefined) =>
    word !== undefined &&
    forms(word)
      .slice(0, 2)
      .some((form) => list.has(form));
  const isWhole = (list: ReadonlySet<string>) => (word: string | undefined) => word !== undefined && list.has(forms(word)[0] ?? '');
  // "फंड विकता का" speaks to the firm; "युनिट्स विकता येतात का" asks what can be done.
  const speaksTo = (words: readonly string[]) =>
    words.some((word, at) => isIn(addressWords)(word) || (isWhole(addressVerbs)(word) && !isWhole(canWords)(words[at + 1])));

  const searchTerm = (word: string): string | null => {
    const read = forms(word);
    // A stop word is known whole (मध्ये, madhe) and once its ending is off (लागतील, करण्यासाठी).
    if (read.some((form) => form === '' || stopWords.has(form)) || postpositions.has(read[0] ?? '')) return null;
    return read.at(-1) ?? null;
  };
  const searchTerms = (text: string) => splitWords(text).flatMap((word) => searchTerm(word) ?? []);
  return {
    searchTerm,
    searchTerms,
    phraseKey: (text) => searchTerms(text).join(' '),
    isToolWord: (term) => toolWords.has(term),
    isNumberWord: (term) => NUMBER.test(term) || amountWords.has(term) || spanWords.has(term),
    isAmountWord: (term) => (SUM.test(term) && !isYear(term)) || amountWords.has(term),
    asks: (text) => {
      const words = splitWords(text);
      const workOut = words.some(
        (word, at) => isIn(workOutWords)(word) && !isWhole(yesNoWords)(words[at + 1]) && !isWhole(howWords)(words[at - 1]),
      );
      return { workOut, firm: speaksTo(words) };
    },
  };
}

const readers = new Map<Locale, TermReader>();

/** The reader of one edition's search, the same in the build and in the browser. */
export function readerFor(locale: Locale): TermReader {
  let reader = readers.get(locale);
  if (!reader) {
    const words = EDITION_SEARCH_WORDS[locale];
    // The postpositions a language glues to a noun are the locale table's, as the glossary's links read them.
    reader = termReader({ ...words, suffixes: [...LOCALE_TABLE[locale].gluedPostpositions, ...words.suffixes] });
    readers.set(locale, reader);
  }
  return reader;
}

// Readers glue a Devanagari postposition to a Latin acronym (SIPमध्ये, KYCसाठी, ELSSचा) where the site
// writes a space; digits stay with either (80सी is one word, as the synonym table has it).
const SCRIPT_BOUNDARY = /(?<=[a-z])(?=[\u0900-\u097F])|(?<=[\u0900-\u097F])(?=[a-z])/giu;

/** The text split into words, before folding: for the index's tokenizer. */
export function splitWords(text: string): string[] {
  // Joiners go first: अ‍ॅसेट is अ, a zero-width joiner and ॅसेट, and the joiner would otherwise split it.
  return text.normalize('NFC').replace(JOINERS, '').replace(SCRIPT_BOUNDARY, ' ').split(SEPARATORS).filter(Boolean);
}

// The reading every edition shares, with no edition's own words: what the synonym table's checks and
// the tests of the common folding use.
export const { searchTerm, searchTerms, phraseKey } = termReader(NO_EDITION_WORDS);
