import { DISCLAIMER_SECTIONS, type DisclaimerText } from '@/content/disclaimer';
import type { LegalSection } from '@/content/types';

/** The disclaimer's lead and sections in page order, from one language's words. */
export function disclaimerInOrder(text: DisclaimerText): { lead: string; sections: readonly LegalSection[] } {
  return { lead: text.lead, sections: DISCLAIMER_SECTIONS.map((id) => text.sections[id]) };
}
