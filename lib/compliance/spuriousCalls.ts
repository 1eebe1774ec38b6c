import type { SpuriousCallsNotice } from '@/content/spuriousCalls';
import type { Locale } from '../i18n/locale';
import { wordsFor } from '../i18n/words';

/** IRDAI's notice on spurious calls as a page in the given language shows it. */
export function spuriousCallsNotice(locale: Locale): SpuriousCallsNotice {
  return wordsFor(locale).spuriousCalls;
}
