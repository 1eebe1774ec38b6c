import type { NextStepsText } from '../nextSteps';

// The next step at the end of the tools hub, the disclosure and the privacy notice, in English.
export const nextStepsText: NextStepsText = {
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
