import type { Locale } from '@/lib/locale';
import { questionnaireWords as hindi } from './hi/questionnaires';
import type { ToolCard } from './tools';
import type { Service } from './types';

// What the two questionnaire pages share, and their entries for the /tools/ hub.

/** The two questionnaires' cards on the /tools/ hub, shaped like the calculators' cards. */
export const questionnaireHubCards = [
  {
    path: '/tools/risk-profile/',
    heading: 'Risk profile',
    description:
      'Ten questions on your time, income, savings and comfort with falls: see which of five risk profiles fits and how it is scored.',
    kind: 'questionnaire',
  },
  {
    path: '/tools/financial-fitness/',
    heading: 'Financial fitness check',
    description: 'Emergency fund, debt, savings, life and health cover and retirement savings, each checked against a named rule of thumb.',
    kind: 'questionnaire',
  },
] as const satisfies readonly ToolCard[];

/** The service each tool's "Discuss this with us" link preselects in the contact form. */
export const discussService = {
  riskProfile: 'mutual-funds',
  financialFitness: 'future-freedom-planning',
} as const satisfies Record<string, Service['id']>;

export const privacyNote = 'The page works everything out on your device and sends nothing anywhere; nothing is kept once you close it.';

/** What the two questionnaire pages share, in one language (content/hi/questionnaires.ts for Hindi). */
export type QuestionnaireWords = {
  privacyNote: string;
};

const english: QuestionnaireWords = { privacyNote };

const wordsByLocale: Readonly<Record<Locale, QuestionnaireWords>> = { en: english, hi: hindi };

export function questionnaireWordsFor(locale: Locale): QuestionnaireWords {
  return wordsByLocale[locale];
}
