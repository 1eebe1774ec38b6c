import type { EducationTopic } from './types';

// The shape of the investor-education primer's words, which content/education.ts (English) and
// content/hi/education.ts (Hindi) both fill: apart from the English module, so the Hindi one no longer
// imports it back (issue 32). The primer itself is replaced by the library (issue 35).

/** The topics in page order; each is the anchor of its section, the same in both languages. */
export const EDUCATION_TOPIC_IDS = [
  'what-is-a-mutual-fund',
  'nav',
  'sip-and-lump-sum',
  'fund-categories',
  'elss-and-section-80c',
  'riskometer',
  'costs',
  'kyc',
  'direct-and-regular-plans',
  'scheme-documents',
  'taxation',
  'common-mistakes',
  'glossary',
  'learn-more',
] as const;
export type EducationTopicId = (typeof EDUCATION_TOPIC_IDS)[number];

/** The words of one topic (its id is the shared anchor above). */
export type EducationTopicText = Omit<EducationTopic, 'id'>;

/** The primer's words in one language: English here, Hindi in content/hi/education.ts. */
export type EducationText = {
  /** The page's lead, then a pointer to AMFI's investor-awareness site around its link. */
  intro: string;
  moreFrom: { before: string; after: string };
  /** The link at the end of each topic back to the table of contents. */
  backToContents: string;
  topics: { readonly [T in EducationTopicId]: EducationTopicText };
};

/** The primer as the page renders it. */
export type EducationContent = Omit<EducationText, 'topics'> & { topics: readonly EducationTopic[] };
