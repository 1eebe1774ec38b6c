import { CALL_BACK_MESSAGE, contactHrefFor } from '@/lib/contactLinks';
import { pathTo } from './routes';
import { site } from './site';

/** The way on from the end of a page that would otherwise stop dead (issue 26). */
export type NextStep = {
  heading: string;
  text: string;
  links: readonly { label: string; href: string }[];
};

const contact = pathTo('/contact/');

export const nextSteps = {
  tools: {
    heading: 'Next: talk it through',
    text: 'A calculator shows what a figure could become at a rate you assume. Choosing schemes for a goal is a conversation: we can call you back, or you can start with your risk profile.',
    links: [
      { label: 'Request a call back', href: `${contactHrefFor(contact, undefined, CALL_BACK_MESSAGE)}#contact-form-heading` },
      { label: 'Find your risk profile', href: pathTo('/tools/risk-profile/') },
    ],
  },
  disclosure: {
    heading: 'Questions about this disclosure?',
    text: 'Ask us how we are paid, which fund houses we work with or who deals with you, or see how to raise a complaint.',
    links: [
      { label: 'Contact us', href: contact },
      { label: 'Grievance redressal', href: pathTo('/grievance-redressal/') },
    ],
  },
  privacy: {
    heading: 'Questions about your data?',
    text: 'To see, correct or erase what you sent us, or to withdraw your consent, write to us or use the contact page.',
    links: [
      { label: `Write to ${site.email}`, href: `mailto:${site.email}` },
      { label: 'Contact us', href: contact },
    ],
  },
} as const satisfies Record<string, NextStep>;
