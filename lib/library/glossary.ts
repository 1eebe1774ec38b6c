import type { Locale } from '../locale';
import type { GlossaryTerm } from './library';

// The glossary page's order: English A-Z; Hindi by the Hindi term in Devanagari order, except terms
// written in Latin letters (SIP, NAV, KYC ...), which file under their Latin letter, A-Z first.

export type LetterGroup = { letter: string; id: string; terms: GlossaryTerm[] };

const COLLATOR: Record<Locale, Intl.Collator> = {
  en: new Intl.Collator('en', { sensitivity: 'base' }),
  hi: new Intl.Collator('hi', { sensitivity: 'base' }),
};

const isLatin = (c: string) => /[A-Za-z]/.test(c);

/** The letter a term files under: its first Latin letter in capitals, or its first Devanagari letter. */
export function letterOf(term: string): string {
  const first = [...term.normalize('NFC')][0] ?? '';
  return isLatin(first) ? first.toUpperCase() : first;
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
    return collator.compare(a.term, b.term);
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
