// How the library's search reads text: the index's documents, the synonym table's queries and what the
// visitor types all pass through these functions, so that spellings people use interchangeably meet in
// one form. Folding loses distinctions the reader would see (ज़ and ज, म्प and ंप), which is why it is
// applied to the index's terms only, never to a title shown on screen.
import { QUESTION_WORDS, TOOL_WORDS } from '@/content/librarySearch';
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
const JOINERS = /[\u200C\u200D]/g;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;
// Anything that is not a letter, a combining mark or a digit separates words: spaces, hyphens
// ("lock-in", "लॉक-इन"), the danda, brackets, punctuation.
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/u;
const LATIN_WORD = /^[a-z0-9]+$/;

/** Text in one comparable form: Unicode NFC, lower case, nukta dropped, Devanagari variants folded, digits Latin. */
export function normalise(text: string): string {
  let folded = text
    .normalize('NFC')
    .toLowerCase()
    // NFC writes क़ as क + nukta (U+0958 to U+095F are excluded from composition), so one drop covers both forms.
    .replace(NUKTA, '')
    .replace(JOINERS, '')
    .replace(CHANDRABINDU, ANUSVARA)
    .replace(HALF_NASAL_BEFORE_STOP, ANUSVARA)
    .replace(DEVANAGARI_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x0966));
  for (const [from, to] of VOWEL_FOLDS) folded = folded.replace(from, to);
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

const DEVANAGARI_WORD = /^[\u0900-\u097F]+$/;

/** A word folded as the search compares it, before stop words are left out. */
function fold(word: string): string {
  const folded = foldLatin(normalise(word));
  // एसआईपी and SIP are one word to the search, in the index and in the query alike.
  if (!DEVANAGARI_WORD.test(folded)) return folded;
  const acronym = acronymOf(folded, normalise);
  // The acronym folds as a Latin word does ("xirr" and "xir", "elss" as it is), or the two never meet.
  return acronym === null ? folded : foldLatin(acronym);
}

const questionWords = new Set(QUESTION_WORDS.map(fold));
const toolWords = new Set(TOOL_WORDS.map(fold));

/** A word's folded form, or null for a stop word the search leaves out ("kya", "में", "what"). */
export function searchTerm(word: string): string | null {
  const folded = fold(word);
  return folded === '' || questionWords.has(folded) ? null : folded;
}

/** Whether a folded word asks for a tool ("calculator", "कैलकुलेटर"). */
export function isToolWord(term: string): boolean {
  return toolWords.has(term);
}

/** The text split into words, before folding: for the index's tokenizer. */
export function splitWords(text: string): string[] {
  return text.normalize('NFC').split(SEPARATORS).filter(Boolean);
}

/** The text's words as the search compares them: folded, question words left out. */
export function searchTerms(text: string): string[] {
  return splitWords(text).flatMap((word) => searchTerm(word) ?? []);
}

/** One key for a phrase: "Lock-in", "lock in" and "LOCK IN" give the same; "nav kya hai" gives "nav". */
export function phraseKey(text: string): string {
  return searchTerms(text).join(' ');
}
