import { requiredApprovals, type ApprovalRecord } from '@/lib/approvals';
import { localisePath } from '@/lib/locale';
import type { ServiceId } from './services';
import { site } from './site';

// The approvals a launch needs (N7 of the second compliance review), for `npm run check:release`
// only: no page imports this module, so nothing here is shown on the site (content/launchApprovals.test.ts
// checks that). Record each approval below when it is given; the release check fails until all are.

/** The pages that solicit insurance, in both editions: each insurer approves them before launch. */
export const INSURANCE_PAGES: readonly string[] = (['life-insurance', 'general-insurance'] as const satisfies readonly ServiceId[]).flatMap(
  (id) => [`/services/${id}/` as const, localisePath(`/services/${id}/` as const, 'hi')],
);

/** Who must approve what: every insurer named in content/firm.yml, and the firm's compliance officer. */
export const launchApprovalsNeeded = requiredApprovals(site.insurance.insurers, INSURANCE_PAGES);

/**
 * The approvals given so far: one entry each, for example
 * { role: 'insurer', approver: 'Sample Life Insurance Co. Ltd.', approvedBy: 'R. Mehta, Compliance Officer',
 *   approvedOn: '2026-12-01', what: 'Life and general insurance pages as built on 2026-11-30; signed copy in the compliance file' }.
 */
export const launchApprovals: readonly ApprovalRecord[] = [];
