import type { Locale } from '@/lib/i18n/locale';

// Words the site's search leaves out of a query and of the text it indexes, because people type them
// around what they look for ("nav kya hai", "एसआईपी क्या है", "what is an ELSS", "mutual fund me tax"):
// they would otherwise match every page that asks a question, and a query that needs every word would
// fail on a postposition no page happens to use beside the word that matters. One list for both languages, as the synonym table (content/library/synonyms.yml)
// is one list: English, Hinglish in Latin letters and Hindi in Devanagari. The search folds each word
// as it folds the text (lib/search/normalise.ts), so "kyaa" and "kya", "हैं" and "है" need no second entry.
export const QUESTION_WORDS: readonly string[] = [
  // English
  'what',
  "what's",
  'whats',
  'is',
  'are',
  'a',
  'an',
  'the',
  'how',
  'do',
  'does',
  'why',
  'meaning',
  'mean',
  'means',
  'can',
  'i',
  'my',
  'me',
  'to',
  'of',
  'for',
  'on',
  'in',
  'into',
  'from',
  'with',
  'and',
  'or',
  'vs',
  'versus',
  'should',
  'when',
  'which',
  'where',
  'much',
  'many',
  'it',
  'be',
  'am',
  'need',
  // Hinglish
  'kya',
  'hai',
  'hain',
  'hota',
  'hoti',
  'hote',
  'kaise',
  'matlab',
  'ka',
  'ki',
  'ke',
  'mein',
  'par',
  'pe',
  'se',
  'ko',
  'kitna',
  'kitne',
  'kitni',
  'kare',
  'karen',
  'karein',
  'karu',
  'karna',
  'karni',
  'ho',
  'wala',
  'wali',
  'wale',
  'liye',
  'aur',
  'ya',
  'to',
  'bhi',
  'kab',
  'kaha',
  'kahan',
  'kyu',
  'kyon',
  'kyun',
  'kaun',
  'kis',
  'kisko',
  'sakta',
  'sakte',
  'sakti',
  'chahiye',
  'hu',
  'hun',
  'mera',
  'meri',
  'mere',
  'apna',
  'apni',
  'jo',
  // Verbs' helpers, which carry no topic ("kar sakta hai", "ho gayi"); "kar" is not the Hindi for tax
  // when typed in Latin letters: readers type "tax".
  'kar',
  'karte',
  'karke',
  'hone',
  'hoga',
  'gaya',
  'gayi',
  'raha',
  'rahi',
  'hua',
  // Hindi
  'क्या',
  'है',
  'हैं',
  'होता',
  'होती',
  'होते',
  'कैसे',
  'मतलब',
  'का',
  'की',
  'के',
  // Not कर: in formal Hindi it is the word for tax (पूंजीगत लाभ कर).
  'में',
  'पर',
  'पे',
  'से',
  'को',
  'ने',
  'कितना',
  'कितने',
  'कितनी',
  'करें',
  'करे',
  'करना',
  'हो',
  'वाला',
  'वाली',
  'वाले',
  'लिए',
  'और',
  'या',
  'तो',
  'भी',
  'कब',
  'कहाँ',
  'क्यों',
  'कौन',
  'किस',
  'किसको',
  'सकता',
  'सकते',
  'चाहिए',
  'हूँ',
  'मेरा',
  'मेरी',
  'मेरे',
  'अपना',
  'जो',
];

// Words that ask for a tool ("sip calculator", "एसआईपी कैलकुलेटर", "sip ka hisab"): when a query holds
// one, the calculators and questionnaires that match it come before the topics that explain them.
export const TOOL_WORDS: readonly string[] = [
  'calculator',
  'calc',
  'calculater',
  'calculaator',
  'questionnaire',
  'quiz',
  'hisab',
  'hisaab',
  'कैलकुलेटर',
  'कैलक्युलेटर',
  'केलकुलेटर',
  'हिसाब',
  'प्रश्नावली',
  // Marathi
  'कॅल्क्युलेटर',
  'कॅलक्युलेटर',
  'हिशोब',
  'hishob',
];

/**
 * What one edition's search reads differently from the others: its own stop words, the shared ones that
 * are words that matter in it, the endings its language glues to a word, and its spellings. The same
 * folding applies to the edition's index and to what its visitors type.
 */
export type EditionSearchWords = {
  /** Left out of its queries and index, beside QUESTION_WORDS. */
  stopWords: readonly string[];
  /** Words of QUESTION_WORDS that carry meaning in this edition (Marathi "kar" is tax). */
  keepWords: readonly string[];
  /**
   * Postpositions and case endings written glued to the word before them (फंडात, फंडाचे, KYCसाठी,
   * fundmadhe): left off, longest first, when at least MIN_STEM letters remain.
   */
  suffixes: readonly string[];
  /**
   * Vowel endings a noun changes with its case and number (फंड, फंडा-त; निवृत्ती, निवृत्ती-साठी): left
   * off every word, so that the bare word and its inflected forms meet.
   */
  endings: readonly string[];
  /**
   * Words readers type for one another, as [typed, as the search reads it]: spellings ("guntavanuk",
   * "guntavnuk") and the everyday word beside the formal one the pages write (नंबर, क्रमांक).
   */
  spellings: readonly (readonly [string, string])[];
};

/** What an edition with no words of its own reads: the shared lists only. */
export const NO_EDITION_WORDS: EditionSearchWords = { stopWords: [], keepWords: [], suffixes: [], endings: [], spellings: [] };

// English and Hindi read QUESTION_WORDS as they are: Hindi writes its postpositions apart (फंड में).
export const EDITION_SEARCH_WORDS: Readonly<Record<Locale, EditionSearchWords>> = {
  en: NO_EDITION_WORDS,
  hi: NO_EDITION_WORDS,
};
