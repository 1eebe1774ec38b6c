import type { Service } from './types';

// What the two questionnaire pages share: the service each one's contact link preselects, and the type
// of the words they say in common.

/** The service each tool's "Discuss this with us" link preselects in the contact form. */
export const discussService = {
  riskProfile: 'mutual-funds',
  financialFitness: 'future-freedom-planning',
} as const satisfies Record<string, Service['id']>;

/** What the two questionnaire pages share, in one language (content/en/, content/hi/questionnaires.ts). */
export type QuestionnaireWords = {
  privacyNote: string;
};
