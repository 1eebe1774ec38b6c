import { site } from './site';
import type { Source } from './complianceRules';

/**
 * Text the regulators' rules ask to stand on a page but whose exact official wording could not be
 * read in a primary source when it was written. Each such text says so here, and
 * `npm run check:release` lists it until the firm confirms the wording (with a fund house, AMFI or
 * its compliance officer) and sets `confirmed: true`.
 */
export type UnconfirmedWording = { id: string; confirmed: boolean; note: string; sources: readonly Source[] };

/**
 * The investor-awareness points fund houses carry on their communications: one-time KYC, dealing only
 * with SEBI-registered mutual funds, and complaints through SCORES. Checked against: Aditya Birla Sun
 * Life Mutual Fund, "KYC for mutual funds in India" ("KYC is one time exercise ... investor need not
 * undergo the same process again"), https://mutualfund.adityabirlacapital.com/Investor-Education/our-sections/read/kyc-for-mutual-funds-in-india;
 * PGIM India Mutual Fund, "Investor education" (one-time KYC before investing), https://pgimindia.com/mutual-funds/ieid;
 * SCORES: https://scores.sebi.gov.in/ (SEBI launches new version of SCORES, LatestLY/ANI, 1 Apr 2024).
 */
export const investorAwareness = {
  heading: 'Investor awareness',
  points: [
    'All mutual fund investors have to complete a one-time KYC (Know Your Customer) process. Once your KYC is recorded as Validated with a KYC Registration Agency, you need not repeat it for another mutual fund.',
    'Deal only with mutual funds registered with SEBI. You can verify a mutual fund’s registration on SEBI’s website, under “Intermediaries/Market Infrastructure Institutions”.',
    'For redressal of a complaint, you may use SEBI’s SCORES portal after first taking it up with the fund house, and then SMART ODR; our grievance redressal page explains each step.',
  ],
  links: { sebi: { label: 'SEBI’s website', href: 'https://www.sebi.gov.in/' }, scores: site.links.scores },
  wording: {
    id: 'investor-awareness',
    confirmed: false,
    note: 'The three investor-awareness points on /disclosure/: confirm the current wording your fund houses carry.',
    sources: [
      {
        title: 'Aditya Birla Sun Life Mutual Fund, KYC for mutual funds in India',
        url: 'https://mutualfund.adityabirlacapital.com/Investor-Education/our-sections/read/kyc-for-mutual-funds-in-india',
      },
      { title: 'PGIM India Mutual Fund, investor education', url: 'https://pgimindia.com/mutual-funds/ieid' },
    ],
  } satisfies UnconfirmedWording,
} as const;

/**
 * The section's words in one language. The heading and the link's label are the site's own; the
 * points are the fund houses' wording, so a translation keeps them in English and shows its `points` (a
 * rendering, unconfirmed: content/hi/investorAwareness.ts) beside them; the English gives them as they are
 * (content/en/investorAwareness.ts).
 */
export type InvestorAwarenessText = {
  heading: string;
  points: readonly [string, string, string];
  sebiLabel: string;
};
