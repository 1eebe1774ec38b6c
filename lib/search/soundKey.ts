// Words typed in the other script: readers type कॅपिटल गेन स्टेटमेंट, वेटिंग पिरियड, बेंचमार्क where a
// page of the Hindi or Marathi edition has the formal word and the English name in Latin letters
// (a glossary entry's bracket, the English twin's title), and type Marathi in Latin letters
// (namnirdeshan) where the page writes नामनिर्देशन. Both spellings reduce to the consonants a reader
// hears, in one Latin alphabet: कॅपिटल and "capital" are both kptl, वेटिंग and "waiting" vtng. The
// search uses the key only for a word no page and no synonym holds, and only when one word of the
// other script in the edition's index has that key (lib/search/searchIndex.ts), so a word the pages
// use is never read as another.

import { DEVANAGARI_WORD } from './normalise';

// Each Devanagari consonant as the Latin consonant it is heard as; the aspirated ones (ख, घ, थ...) as
// the plain ones, as English spells neither apart in loanwords (थ in हेल्थ is "th").
const DEVANAGARI_CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'k',
  ग: 'g',
  घ: 'g',
  ङ: 'n',
  च: 'c',
  छ: 'c',
  ज: 'j',
  झ: 'j',
  ञ: 'n',
  ट: 't',
  ठ: 't',
  ड: 'd',
  ढ: 'd',
  ण: 'n',
  त: 't',
  थ: 't',
  द: 'd',
  ध: 'd',
  न: 'n',
  प: 'p',
  फ: 'f',
  ब: 'b',
  भ: 'b',
  म: 'm',
  र: 'r',
  ऱ: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 's',
  ष: 's',
  स: 's',
  ह: 'h',
  // The vocalic r of निवृत्ती and मृत्युपत्र, typed "nivrutti", "mrutyupatra".
  '\u0943': 'r',
  // य is a vowel's glide in loanwords (पिरियड, "period"), as English y mostly is.
  य: '',
  // The anusvara before a consonant is the n of बेंचमार्क and वेटिंग.
  '\u0902': 'n',
};

// English spellings of one sound, longest first: "ch" is च, "sh" and "c" before e, i or y are स.
// "ch" is held apart as C until every other c has become k or s.
const LATIN_SOUNDS: readonly (readonly [RegExp, string])[] = [
  [/x/g, 'ks'],
  [/q/g, 'k'],
  [/t?ch/g, 'C'],
  // Marathi and Hindi typed in Latin letters write an aspirate with h (khate, bhandval, dhoka, jhala).
  [/kh/g, 'k'],
  [/bh/g, 'b'],
  [/dh/g, 'd'],
  [/jh/g, 'j'],
  [/sh/g, 's'],
  [/th/g, 't'],
  [/ph/g, 'f'],
  [/gh/g, 'g'],
  [/wh/g, 'v'],
  [/ck/g, 'k'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/C/g, 'c'],
  [/z/g, 'j'],
  [/w/g, 'v'],
  [/[aeiouy]/g, ''],
];

const LATIN_WORD = /^[a-z]+$/;

/**
 * Repeated consonants as one ("statement" and स्टेटमेंट both end in one t), and m as n: the search's
 * folding writes a half म before a stop as the anusvara (कम्पनी, कंपनी), which is heard either way.
 */
const single = (key: string) => key.replace(/m/g, 'n').replace(/(.)\1+/g, '$1');

/**
 * The consonants a word is heard with, in Latin letters ("कॅपिटल" and "capital" -> "kptl"), or null
 * for a word in neither script. Vowels are left out: the two scripts write them too differently.
 */
export function soundKey(word: string): string | null {
  const lower = word.normalize('NFC').toLowerCase();
  if (LATIN_WORD.test(lower)) {
    let key = lower;
    for (const [spelling, sound] of LATIN_SOUNDS) key = key.replace(spelling, sound);
    return single(key);
  }
  if (!DEVANAGARI_WORD.test(lower)) return null;
  // The nukta's letters (क़, ज़, फ़) are their plain letters here; NFD splits them off.
  const letters = [...lower.normalize('NFD')];
  return single(letters.map((letter) => DEVANAGARI_CONSONANTS[letter] ?? '').join(''));
}
