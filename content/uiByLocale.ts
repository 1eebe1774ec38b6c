import type { Locale } from '@/lib/locale';
import { ui as english } from './en/ui';
import { ui as hindi } from './hi/ui';
import type { UiText } from './ui';

// The control words by language for the content modules that still assemble by locale (calculators,
// questionnaires, next steps). Pages use wordsFor(locale).ui (lib/locales.ts); this goes when those
// modules' assembling moves to lib/ as the others' did.
export function uiText(locale: Locale): UiText {
  return locale === 'hi' ? hindi : english;
}
