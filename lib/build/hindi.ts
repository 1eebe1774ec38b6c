// The check that a Hindi page is in Hindi: every Latin-script word left in its text must be one the
// edition keeps in English on purpose (lib/build/keptInEnglish.ts): the firm's name, registrations,
// acronyms Indians read in Latin letters, the regulatory lines that must stand word for word, addresses.

export type KeptInEnglish = {
  /** Whole phrases taken out before words are looked at: official lines, names, addresses. */
  phrases: readonly string[];
  /** Single words (case-sensitive) a Hindi page may show in Latin letters. */
  words: readonly string[];
};

export type EnglishLeftOver = { word: string; line: string };

/** E-mail addresses, web addresses and domain names: written in Latin letters in any language. */
const ADDRESSES = /\S+@\S+\.\S+|https?:\/\/\S+|\bwww\.\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|in|org|net|gov\.in|co\.in)\b\S*/g;

/** An acronym or code: capitals and digits (AMFI, ELSS, ARN-000000, E000001, USD/INR), or any token with a digit (80C). */
const CODE = /^(?=.*[A-Z])[A-Z0-9&/+-]{2,}$|\d/;

/** A formula's variable: one letter, with or without a subscript (M, r, Vₖ). */
const SYMBOL = /^[A-Za-z]$/;

/** A run of Latin letters, taken with the digits joined to it ("80C" is one token). */
const LATIN_WORD = /[A-Za-z0-9]*[A-Za-z][A-Za-z0-9'’-]*/g;

/**
 * Every Latin-script word in `text` (one line per block of the page) that the allowlist does not
 * keep, with the line it stands in. Phrases are removed longest first, so a name inside an
 * official line does not break the line apart.
 */
export function englishLeftOver(text: string, kept: KeptInEnglish): EnglishLeftOver[] {
  const phrases = [...kept.phrases].filter(Boolean).sort((a, b) => b.length - a.length);
  const words = new Set(kept.words);
  const found: EnglishLeftOver[] = [];
  for (const line of text.split('\n')) {
    let rest = line.normalize('NFC').replace(ADDRESSES, ' ');
    for (const phrase of phrases) rest = rest.split(phrase.normalize('NFC')).join(' ');
    for (const [word] of rest.matchAll(LATIN_WORD)) {
      const bare = word.replace(/['’-]+$/, '');
      if (CODE.test(bare) || SYMBOL.test(bare) || words.has(bare)) continue;
      found.push({ word: bare, line: line.trim() });
    }
  }
  return found;
}

/**
 * The page without the titles of the English sources it cites (`<cite lang="en…">`): a source is named
 * by its own title, which a translation would turn into the name of an article that does not exist.
 */
export function withoutEnglishCitations(html: string): string {
  return html.replace(/<cite\b[^>]*\blang="en[^"]*"[^>]*>[\s\S]*?<\/cite>/g, '<cite></cite>');
}

/** The keys of a schema.org record whose values a search result shows as words (not addresses or codes). */
const JSON_LD_WORDS = new Set(['name', 'description', 'propertyID', 'alternateName']);

/**
 * The words of a page's JSON-LD records, one value per line: a search engine shows them, so a Hindi page's
 * are Hindi (names of the firm and of regulators stay as registered, like everywhere else).
 */
export function jsonLdWords(html: string): string {
  const lines: string[] = [];
  const collect = (value: unknown, key?: string): void => {
    if (typeof value === 'string') {
      if (key && JSON_LD_WORDS.has(key)) lines.push(value);
    } else if (Array.isArray(value)) for (const item of value) collect(item, key);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k);
  };
  for (const [, json] of html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g))
    collect(JSON.parse(json ?? 'null'));
  return lines.join('\n');
}

/** The text of a page's <main> element only: what a page says itself, without the navbar and footer every page shares. */
export function mainElement(html: string): string {
  return html.match(/<main\b[\s\S]*<\/main>/)?.[0] ?? '';
}
