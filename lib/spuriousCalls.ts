import type { SpuriousCallsNotice } from '@/content/spuriousCalls';
import type { Locale } from './locale';
import { wordsFor } from './locales';

/** IRDAI's notice on spurious calls as a page in the given language shows it. */
export function spuriousCallsNotice(locale: Locale): SpuriousCallsNotice {
  return wordsFor(locale).spuriousCalls;
}
