// Words the library's search leaves out of a query, because people type them around what they look
// for ("nav kya hai", "एसआईपी क्या है", "what is an ELSS"): they would otherwise match every page
// that asks a question. One list for both languages, as the synonym table (content/library/synonyms.yml)
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
];
