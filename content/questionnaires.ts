import type { Service } from './types';

// What the two questionnaire pages share, and their entries for the /tools/ hub.

/** A card on the /tools/ hub. */
export type ToolHubCard = {
  title: string;
  description: string;
  path: '/tools/risk-profile/' | '/tools/financial-fitness/';
};

/** The integrator adds these to the /tools/ hub. */
export const questionnaireHubCards = [
  {
    title: 'Risk profile',
    description: 'Ten questions on your time, income, savings and comfort with falls: see which of five risk profiles fits and how it is scored.',
    path: '/tools/risk-profile/',
  },
  {
    title: 'Financial fitness check',
    description: 'Emergency fund, debt, savings, life and health cover and retirement savings, each checked against a named rule of thumb.',
    path: '/tools/financial-fitness/',
  },
] as const satisfies readonly ToolHubCard[];

/** The service each tool's "Discuss this with us" link preselects in the contact form. */
export const discussService = {
  riskProfile: 'mutual-funds',
  financialFitness: 'future-freedom-planning',
} as const satisfies Record<string, Service['id']>;

export const privacyNote =
  'The page works everything out on your device and sends nothing anywhere; nothing is kept once you close it.';
