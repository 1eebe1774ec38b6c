import type { MinimumInvestmentText } from '../minimumInvestment';

// How little one can start with, in English (the amounts are filled in by lib/calculators/minimumInvestment.ts).
export const minimumInvestmentText: MinimumInvestmentText = {
  heading: 'How little can I start with?',
  answer:
    'Most schemes accept a monthly SIP from {common}, and some fund houses now take as little as {smallest}; each scheme’s minimum is in its Key Information Memorandum. Our SIP calculator starts at {calculator} a month, the figure our specification sets: that is where the calculator starts, not the smallest SIP a scheme accepts.',
};
