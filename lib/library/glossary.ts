import { byLocale, type Locale } from '../i18n/locale';
import type { GlossaryTerm } from './library';

// The glossary page's order: English A-Z; Hindi by the Hindi term in Devanagari order, except terms
// written in Latin letters (SIP, NAV, KYC ...), which file under their Latin letter, A-Z first. A term
// that starts with a symbol ("@valid UPI handle") files under the letter of its first word, where a
// reader looks for it, not under the symbol.

export type LetterGroup = { letter: string; id: string; terms: GlossaryTerm[] };

const COLLATOR: Record<Locale, Intl.Collator> = byLocale((entry) => new Intl.Collator(entry.collation, { sensitivity: 'base' }));

const isLatin = (c: string) => /[A-Za-z]/.test(c);

/** The term as it is filed: without the symbols before its first letter or digit ("@valid" files as "valid"). */
const filedAs = (term: string) => term.normalize('NFC').replace(/^[^\p{L}\p{N}]+/u, '') || term;

/** The letter a term files under: its first word's first Latin letter in capitals, or its first Devanagari letter. */
export function letterOf(term: string): string {
  const first = [...filedAs(term)][0] ?? '';
  return isLatin(first) ? first.toUpperCase() : first;
}

/** Between a headword that has a bracket of its own and its English name. */
export const ENGLISH_SEPARATOR = ' · ';

/**
 * How a headword shows its English name (the Hindi glossary's, for a reader who knows the English
 * word): not at all when it says the same as the headword; in brackets after a headword without
 * any; after a middle dot when the headword has a bracket of its own, so that no headword reads
 * "SIP (सिस्टमैटिक इन्वेस्टमेंट प्लान) (Systematic investment plan)". Null: show no English.
 */
export function englishBeside(term: string, english: string | null): { english: string; bracket: boolean } | null {
  const plain = (text: string) => text.normalize('NFC').trim().toLocaleLowerCase('en');
  if (!english || plain(english) === plain(term)) return null;
  return { english: english.trim(), bracket: !/[(（]/.test(term) };
}

/** The headword and its English name as one line of text (a search result's title). */
export function headwordText(term: string, english: string | null): string {
  const beside = englishBeside(term, english);
  if (!beside) return term;
  return beside.bracket ? `${term} (${beside.english})` : `${term}${ENGLISH_SEPARATOR}${beside.english}`;
}

/** An anchor for a letter that is an ASCII id in either script: "letter-a", "letter-0915". */
export const letterId = (letter: string) =>
  `letter-${isLatin(letter) ? letter.toLowerCase() : (letter.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`;

/** The terms in the page's order, grouped by letter. */
export function glossaryLetters(terms: readonly GlossaryTerm[], locale: Locale): LetterGroup[] {
  const collator = COLLATOR[locale];
  const sorted = [...terms].sort((a, b) => {
    const [la, lb] = [isLatin(letterOf(a.term)), isLatin(letterOf(b.term))];
    if (la !== lb) return la ? -1 : 1;
    return collator.compare(filedAs(a.term), filedAs(b.term));
  });
  const groups: LetterGroup[] = [];
  for (const term of sorted) {
    const letter = letterOf(term.term);
    const last = groups.at(-1);
    if (last && last.letter === letter) last.terms.push(term);
    else groups.push({ letter, id: letterId(letter), terms: [term] });
  }
  return groups;
}
