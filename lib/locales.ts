import { words as en } from '@/content/en';
import { words as hi } from '@/content/hi';
import type { Words } from '@/content/words';
import type { Locale } from './locale';

// The locale registry: each language points at its folder's index of words. A language is its folder
// under content/ plus one entry here (and its code in LOCALES, lib/locale.ts, which content may read
// without importing any words). Nothing under content/ imports this file, so no language's words
// can reach another's.
const REGISTRY: Record<Locale, Words> = { en, hi };

/** Every word of one language, by page or part: `wordsFor(locale).login`. */
export function wordsFor(locale: Locale): Words {
  return REGISTRY[locale];
}
