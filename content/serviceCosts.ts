// What each service costs the visitor, said on its page, so no visitor has to ask. The firm charges no fee: it is
// paid by the product provider. Kept apart from content/services.ts so the service texts can be
// reworded without touching how the firm is paid.
//
// Sources:
// - Mutual funds: distributors are paid only by trail commission, out of the scheme's expenses within
//   SEBI's total expense ratio limits, never upfront ("Sebi sets limits on MF commission, expenses",
//   Financial Chronicle, http://www.mydigitalfc.com/companies-and-markets/sebi-sets-limits-mf-commission-expenses,
//   on SEBI's circular of 22 October 2018). Trail is a yearly percentage of the value invested: see
//   /disclosure/ for the ranges.
// - Insurance: commission is paid by the insurer to its agents and intermediaries under the IRDAI
//   (Payment of Commission) Regulations, 2023 ("Liberalisation of norms governing payment of
//   commissions by insurers", AZB & Partners,
//   https://azbpartners.com/bank/liberalisation-of-norms-governing-payment-of-commissions-by-insurers).

export type ServicePaidBy = 'fund-house' | 'insurer' | 'fund-house-and-insurer';

/** Who pays the firm for each service, by the service's slug (content/services.ts `id`). */
export const servicePaidBy: Readonly<Record<string, ServicePaidBy>> = {
  'future-freedom-planning': 'fund-house-and-insurer',
  'mutual-funds': 'fund-house',
  'life-insurance': 'insurer',
  'general-insurance': 'insurer',
  'estate-guidance': 'fund-house-and-insurer',
  'tax-guidance': 'fund-house-and-insurer',
  'education-guidance': 'fund-house',
  'retirement-superannuation': 'fund-house-and-insurer',
  'research-development': 'fund-house',
  'childs-wedding': 'fund-house',
};

export const SERVICE_COST_HEADING = 'What it costs you';

/** One plain paragraph per way of being paid; the page adds a link to the disclosure after it. */
export const serviceCostText: Readonly<Record<ServicePaidBy, string>> = {
  'fund-house':
    'You pay us no fee. We distribute Regular Plans, and the fund house pays us a trail commission: a yearly percentage of the value of your investment, already included in the scheme’s expense ratio.',
  insurer:
    'You pay us no fee. The insurer pays us a commission on the policies you buy through us; we charge nothing on top of the premium.',
  'fund-house-and-insurer':
    'You pay us no fee. For mutual funds (Regular Plans) the fund house pays us a trail commission, a yearly percentage of the value of your investment already included in the scheme’s expense ratio; for insurance the insurer pays us a commission.',
};

/** The cost block of a service page in one language: its heading, a paragraph per payer, the disclosure link. */
export type ServiceCostText = {
  heading: string;
  byPayer: Readonly<Record<ServicePaidBy, string>>;
  /** The link after the paragraph, to the disclosure of commissions. */
  disclosureLink: string;
  /** The full stop after the link ("." or "।"). */
  sentenceEnd: string;
};
