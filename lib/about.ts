import { ABOUT_SECTION_IDS, type AboutSectionId, type AboutText } from '@/content/about';

/** The About page's sections, for its "On this page" list: each id and the words of its heading (e2e checks they match). */
export function aboutJumpLinks(words: AboutText): { id: AboutSectionId; label: string }[] {
  return ABOUT_SECTION_IDS.map((id) => ({ id, label: words.headings[id] }));
}
