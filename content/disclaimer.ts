import type { LegalSection } from './types';

// The website disclaimer at /disclaimer/: its sections' order and the type each language's words fill
// (content/en/disclaimer.ts, content/hi/disclaimer.ts); the route only lays them out. A paragraph is a list of runs: plain text, or a link (to a page of this
// site through pathTo, or to another site, which opens in a new tab).

/** The disclaimer's sections, in the order the page shows them. */
export const DISCLAIMER_SECTIONS = [
  'information',
  'accuracy',
  'marketRisk',
  'marketData',
  'calculators',
  'questionnaires',
  'links',
  'liability',
  'privacy',
  'law',
  'changes',
] as const;

type DisclaimerSectionId = (typeof DISCLAIMER_SECTIONS)[number];

/** The disclaimer in one language. */
export type DisclaimerText = { lead: string; sections: Record<DisclaimerSectionId, LegalSection> };
