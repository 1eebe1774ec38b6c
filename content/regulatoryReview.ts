import type { IsoDate } from './types';

// When the regulatory and tax text of the site (services, investor education, disclosure, grievance
// redressal, privacy, disclaimer) was last checked against the current rules. The build warns once
// this is more than `reviewEveryMonths` old, and `npm run check:release` refuses to pass.
// After a review (every Budget, and whenever SEBI, AMFI, IRDAI or the DPDP rules change), update the date.
export const regulatoryReview: { lastReviewed: IsoDate; reviewEveryMonths: number; scope: string } = {
  lastReviewed: '2026-11-23',
  reviewEveryMonths: 12,
  scope:
    'Income-tax Act, 2025 (in force from 1 April 2026) section numbers and tax year 2026-27 rates; SEBI (Mutual Funds) Regulations, 2026 expense ratios; CAS; B-30 and women investor incentive; SCORES 2.0 and SMART ODR; IRDAI Bima Bharosa and the Insurance Ombudsman; DPDP Act, 2023 and DPDP Rules, 2025; AMFI’s 2023 guideline on illustrated returns; IRDAI corporate agent registration and insurance commission; the KYC, nomination, NRI, minor, CAS and MITRA facts of /start/.',
};
