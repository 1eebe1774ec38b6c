import { specTrailCommissions } from './specStrings';
import type { CommissionRow } from './types';

// Trail commission ranges by scheme type, as disclosed: the spec's table (point 9) row for row, read
// from the record of the spec's words. Regular Plans only.
export const trailCommissions = specTrailCommissions.map(([schemeType, trailRange]) => ({
  schemeType,
  trailRange,
})) satisfies readonly CommissionRow[];

/** A scheme type of the disclosure table, as the English table names it (the key of its Hindi name). */
export type SchemeTypeName = (typeof trailCommissions)[number]['schemeType'];

export const REGULAR_PLANS_ONLY: string = 'Only Regular Plans are distributed; no commission is earned on Direct Plans.';

/** What the percentages in the table are a percentage of (SEBI's rules pay trail on assets, not on the sum invested). */
export const TRAIL_BASIS: string =
  'Trail commission is paid every year as a percentage of the value of your investment, that is, of its current market value, not of the amount you first invested, for as long as you stay invested through us.';

// SEBI circular of 27 November 2025 (Regulation 52(4A) of the Mutual Funds Regulations; the earlier B-30
// incentive under Regulation 52(6A)(b) was removed on 31 October 2025). It was to apply from 1 February
// 2026; SEBI's circular of 7 January 2026 moved the start to 1 March 2026, before it began ("SEBI extends
// timeline for distributor incentive framework to March 1, 2026", Angel One, https://www.angelone.in/news/market-updates/sebi-extends-timeline-for-distributor-incentive-framework-to-march-1-2026;
// Lokmat Times/IANS, 7 Jan 2026). The rate, the cap and the start are quoted from content/facts/distributor.yml.
// Sources: "Sebi allows incentives for MF distributors to boost women, B-30 onboarding", Business Standard,
// 27 Nov 2025, https://www.business-standard.com/amp/markets/news/sebi-allows-incentives-for-mf-distributors-to-boost-women-b-30-onboarding-125112701047_1.html;
// "SEBI introduces revised distributor incentives ...", Moneycontrol, 27 Nov 2025,
// https://www.moneycontrol.com/news/business/markets/sebi-introduces-revised-distributor-incentives-to-boost-mf-penetration-among-new-b-30-investors-and-women-13700255.html/amp
export const newInvestorIncentive: CommissionText['newInvestorIncentive'] = {
  heading: 'One-time commission for new investors from smaller cities and new women investors',
  rule: [
    'Since {{fact:distributor.new-investor-incentive-from}}, under a SEBI circular of 27 November 2025, a fund house may pay a distributor a one-time additional commission for bringing in an individual who has never invested in mutual funds before (a new PAN across the industry) and who lives beyond the top 30 cities (B-30), or who is a woman, wherever she lives.',
    'It is {{fact:distributor.new-investor-incentive-rate}} of the first lump-sum investment (which must stay invested for at least a year) or of the SIP instalments of the first year, up to {{fact:distributor.new-investor-incentive-cap}} per investor, and only one such commission for the same investor. The fund house pays it from the money it sets aside for investor education, not from the scheme, so it does not add to your expense ratio. It does not apply to exchange traded funds, domestic fund of funds or overnight, liquid, ultra-short and low duration schemes.',
  ],
  taken: 'We accept this one-time commission when an investment we handle qualifies for it, and we will tell you when it does.',
  notTaken: 'We do not claim this one-time commission.',
};

// AMFI Code of Conduct for Mutual Fund Distributors (AMFI circular CIR/ARN-22a/2022-23, 7 April 2022):
// distributors disclose the list of mutual funds they are affiliated with, tell clients that the
// information is limited to the products they distribute, and that clients may also consider other
// products they do not offer. Text of the code: LexiBox, https://www.lexibox.in/mfd/code-of-conduct-for-mutual-fund-distributors/;
// the same obligation quoted in ONDC's legal compliance handbook, Annexure M (Compliances under the Code
// of Conduct for MFDs, 1.1(d)), https://ondc.org/legal-compliance-handbook/ANNEXURE-–-M.1091010562.html
/** The same statement in one line, for the footer of every page. */
export const LIMITED_UNIVERSE_SHORT: string =
  'What we show is limited to the fund houses we distribute; other schemes and products exist that we do not offer.';

export const LIMITED_UNIVERSE: string =
  'What we show you is limited to the schemes of the fund houses listed above, the only ones we distribute. Other mutual fund schemes, and other kinds of product, exist that we do not offer, and you may consider them before you decide.';

/**
 * Insurance commission: since 1 April 2024 each insurer sets commission under a board-approved policy,
 * within the overall limit IRDAI sets on its expenses of management (IRDAI (Expenses of Management,
 * including Commission, of Insurers) Regulations, 2024, F. No. IRDAI/Reg/2/196/2024, 22 Jan 2024;
 * text: CAcult, https://cacult.com/expenses-of-management-including-commission-of-insurers; summary:
 * Mondaq, "Regulations on expenses of management consolidated",
 * https://www.mondaq.com/india/insurance-laws-and-products/1508650/regulations-on-expenses-of-management-consolidated).
 * Agents disclose the commission on a product if the prospect asks (IRDAI code of conduct for agents:
 * Coverfox, "Transparency - the new mandate for insurance agents", 11 June 2016,
 * https://www.coverfox.com/news/transparency-is-the-new-mandate-for-insurance-agents; Cafemutual,
 * https://cafemutual.com/news/insurance/4361-irdai-wants-agents-to-disclose-commission-to-policyholders-on-request).
 */
export const insuranceCommission: CommissionText['insuranceCommission'] = {
  heading: 'Commission on insurance',
  paragraphs: [
    'When you buy an insurance policy through us, the insurer pays us a commission out of the premium, within the policy its board has approved and the overall limit IRDAI sets on what an insurer may spend. You pay no separate fee to us.',
    'The commission differs from insurer to insurer and from policy to policy, and is usually higher in the first year than at renewal. Ask us before you buy and we will tell you the exact figure we would receive on the policy you are considering.',
  ],
};

/**
 * The words of the commission disclosure in one language (content/en/commissions.ts,
 * content/hi/commissions.ts). The figures (trailCommissions) stay here, shared by both.
 */
export type CommissionText = {
  regularPlansOnly: string;
  limitedUniverse: string;
  /** The one-line limited-universe statement of every page's footer. */
  limitedUniverseShort: string;
  trailBasis: string;
  /** Each scheme type of the trail table by its English name. */
  schemeTypes: Record<SchemeTypeName, string>;
  /** The word for a trail the table gives no range for ("variable"). */
  variableTrail: string;
  /** A span of trail rates: "{low} to {high}" ("0.05% to 1.40%"). */
  trailSpan: string;
  newInvestorIncentive: { heading: string; rule: readonly [string, string]; taken: string; notTaken: string };
  insuranceCommission: { heading: string; paragraphs: readonly [string, string] };
};
