import { investorAwareness, type InvestorAwarenessText } from '../investorAwareness';

// The investor-awareness section in English: the fund houses' points as they carry them.
export const investorAwarenessText: InvestorAwarenessText = {
  heading: investorAwareness.heading,
  points: investorAwareness.points,
  sebiLabel: investorAwareness.links.sebi.label,
};
