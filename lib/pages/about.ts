import { ABOUT_SECTION_IDS, type AboutSectionId, type AboutText } from '@/content/about';
import { site } from '@/content/site';
import { trailSpanIn } from '../compliance/commissions';
import { resolveFactsDeep } from '../facts/register';
import { formatRegulatoryDate } from '../format';
import type { Locale } from '../i18n/locale';
import { wordsFor } from '../i18n/words';
import { fillTemplate } from '../template';

/** The About page's words in one language, with the ARN's validity and the trail table's span written in. */
export function aboutWordsFor(locale: Locale): AboutText {
  const words = wordsFor(locale);
  const figures = { arnValidTill: formatRegulatoryDate(site.arn.validTill, locale), trailSpan: trailSpanIn(words.commissions) };
  return { ...words.about, whoWeAre: resolveFactsDeep(words.about.whoWeAre, (text) => fillTemplate(text, figures)) };
}

/** The About page's sections, for its "On this page" list: each id and the words of its heading (e2e checks they match). */
export function aboutJumpLinks(words: AboutText): { id: AboutSectionId; label: string }[] {
  return ABOUT_SECTION_IDS.map((id) => ({ id, label: words.headings[id] }));
}
