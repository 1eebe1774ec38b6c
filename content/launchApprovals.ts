import type { ApprovalRecord } from '@/lib/compliance/approvals';

// The approvals a launch needs are worked out in lib/build/launchApprovals.ts, for `npm run check:release` only:
// record each approval below when it is given; the release check fails until all are.

/**
 * The approvals given so far: one entry each, for example
 * { role: 'insurer', approver: 'Sample Life Insurance Co. Ltd.', approvedBy: 'R. Mehta, Compliance Officer',
 *   approvedOn: '2026-12-01', what: 'Life and general insurance pages as built on 2026-11-30; signed copy in the compliance file' }.
 * A decision names its id and repeats, in `covers`, exactly what `npm run check:release` says it covers:
 * { role: 'compliance-officer', approver: 'The firm’s compliance officer', decision: 'spec-sip-rate',
 *   covers: 'The SIP calculator’s assumed return from 1% to 20% a year', approvedBy: 'R. Mehta, Compliance Officer',
 *   approvedOn: '2026-12-01', what: 'Accepted against AMFI’s 2-13% guideline for launch; signed note in the compliance file' }.
 */
export const launchApprovals: readonly ApprovalRecord[] = [];
