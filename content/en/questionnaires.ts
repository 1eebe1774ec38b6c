import type { QuestionnaireWords } from '../questionnaires';

// What the two questionnaire pages say in common, and their cards on the /tools/ hub, in English.

/** The two questionnaires' cards on the /tools/ hub. */
export const questionnaireHubCards = {
  riskProfile: {
    heading: 'Risk profile',
    description:
      'Ten questions on your time, income, savings and comfort with falls: see which of five risk profiles fits and how it is scored.',
  },
  financialFitness: {
    heading: 'Financial fitness check',
    description: 'Emergency fund, debt, savings, life and health cover and retirement savings, each checked against a named rule of thumb.',
  },
} as const;

export const questionnaireWords: QuestionnaireWords = {
  privacyNote: 'The page works everything out on your device and sends nothing anywhere; nothing is kept once you close it.',
};
