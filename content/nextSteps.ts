import { contactHrefFor } from '@/lib/contactLinks';
import type { Locale } from '@/lib/locale';
import { fillTemplate } from '@/lib/template';
import { nextStepsText as hindi } from './hi/nextSteps';
import { pathTo } from './routes';
import { site } from './site';
import { uiText } from './ui';

/** The way on from the end of a page that would otherwise stop dead (issue 26). */
export type NextStep = {
  heading: string;
  text: string;
  links: readonly { label: string; href: string }[];
};

/**
 * The words of each page's next step, one set per language (content/hi/nextSteps.ts); the links'
 * addresses are worked out below, the same for both but for the /hi/ prefix.
 */
export type NextStepsText = {
  tools: { heading: string; text: string; riskProfile: string };
  disclosure: { heading: string; text: string; contact: string; grievance: string };
  /** `write`: "{email}" is the firm's address. */
  privacy: { heading: string; text: string; write: string; contact: string };
};

const english: NextStepsText = {
  tools: {
    heading: 'Next: talk it through',
    text: 'A calculator shows what a figure could become at a rate you assume. Choosing schemes for a goal is a conversation: we can call you back, or you can start with your risk profile.',
    riskProfile: 'Find your risk profile',
  },
  disclosure: {
    heading: 'Questions about this disclosure?',
    text: 'Ask us how we are paid, which fund houses we work with or who deals with you, or see how to raise a complaint.',
    contact: 'Contact us',
    grievance: 'Grievance redressal',
  },
  privacy: {
    heading: 'Questions about your data?',
    text: 'To see, correct or erase what you sent us, or to withdraw your consent, write to us or use the contact page.',
    write: 'Write to {email}',
    contact: 'Contact us',
  },
};

type NextStepId = keyof NextStepsText;

/** Each page's next step in the page's language, its links in that edition. */
export function nextStepsFor(locale: Locale): Record<NextStepId, NextStep> {
  const words = locale === 'hi' ? hindi : english;
  const ui = uiText(locale);
  const contact = pathTo('/contact/', locale);
  return {
    tools: {
      heading: words.tools.heading,
      text: words.tools.text,
      links: [
        { label: ui.requestCallBack, href: `${contactHrefFor(contact, undefined, ui.callBackMessage)}#contact-form-heading` },
        { label: words.tools.riskProfile, href: pathTo('/tools/risk-profile/', locale) },
      ],
    },
    disclosure: {
      heading: words.disclosure.heading,
      text: words.disclosure.text,
      links: [
        { label: words.disclosure.contact, href: contact },
        { label: words.disclosure.grievance, href: pathTo('/grievance-redressal/', locale) },
      ],
    },
    privacy: {
      heading: words.privacy.heading,
      text: words.privacy.text,
      links: [
        { label: fillTemplate(words.privacy.write, { email: site.email }), href: `mailto:${site.email}` },
        { label: words.privacy.contact, href: contact },
      ],
    },
  };
}

/** The English next steps (the English pages' call sites; Hindi pages use nextStepsFor('hi')). */
export const nextSteps = nextStepsFor('en');
