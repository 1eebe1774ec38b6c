// The approvals a launch needs, and what is still missing from their record (N7 of the second
// compliance review). A website that describes insurance is an insurance advertisement: IRDAI's 2024
// framework keeps the insurer's compliance oversight over what its distribution channels publish
// (Mondaq, "Looking Ahead: The Future Of Insurance Advertising Norms In India",
// https://www.mondaq.com/india/advertising-marketing-branding/1518396/looking-ahead-the-future-of-insurance-advertising-norms-in-india),
// so each insurer approves the pages that solicit its insurance, and the firm's compliance officer
// approves the whole site. `npm run check:release` fails while any approval is unrecorded.
import { calendarDay } from './calendarDay';

export type ApprovalRole = 'insurer' | 'compliance-officer';

/** An approval the launch needs: who must give it and what it covers. */
export type RequiredApproval = {
  role: ApprovalRole;
  /** The insurer's registered name, or the role's name for the compliance officer. */
  approver: string;
  /** The pages it covers (site paths), or the whole site. */
  scope: readonly string[] | 'whole site';
};

/** An approval as given: who signed for the approver, when, and the reference to keep with the file. */
export type ApprovalRecord = {
  role: ApprovalRole;
  approver: string;
  /** The person who signed, with their position ("R. Mehta, Chief Compliance Officer"). */
  approvedBy: string;
  /** YYYY-MM-DD. */
  approvedOn: string;
  /** What was approved: the version or date of the text, and where the signed copy is kept. */
  what: string;
};

/** The compliance officer's approval of the whole site. */
export const COMPLIANCE_OFFICER = 'The firm’s compliance officer';

/** One approval per insurer for the pages that solicit insurance, and the compliance officer's for the whole site. */
export function requiredApprovals(insurers: readonly string[], insurancePages: readonly string[]): RequiredApproval[] {
  return [
    ...insurers.map((insurer): RequiredApproval => ({ role: 'insurer', approver: insurer, scope: insurancePages })),
    { role: 'compliance-officer', approver: COMPLIANCE_OFFICER, scope: 'whole site' },
  ];
}

const scopeText = (scope: RequiredApproval['scope']) => (scope === 'whole site' ? 'the whole site' : scope.join(', '));

/**
 * One line for each approval that is missing or incomplete on `today`: unrecorded, without a signatory
 * or a description, dated in a form that is not a date, or dated after today.
 */
export function approvalProblems(required: readonly RequiredApproval[], recorded: readonly ApprovalRecord[], today: Date): string[] {
  const problems: string[] = [];
  for (const need of required) {
    const record = recorded.find((r) => r.role === need.role && r.approver === need.approver);
    const label = `${need.approver} (${need.role === 'insurer' ? 'insurer' : 'compliance'}), for ${scopeText(need.scope)}`;
    if (!record) {
      problems.push(`${label}: no approval recorded (who signed, what, when).`);
      continue;
    }
    if (!record.approvedBy.trim()) problems.push(`${label}: the approval does not say who signed it.`);
    if (!record.what.trim()) problems.push(`${label}: the approval does not say what was approved.`);
    const date = calendarDay(record.approvedOn);
    if (!date) problems.push(`${label}: approvedOn "${record.approvedOn}" is not a date (YYYY-MM-DD).`);
    else if (date.getTime() > today.getTime()) problems.push(`${label}: approvedOn ${record.approvedOn} is after today.`);
  }
  for (const record of recorded)
    if (!required.some((need) => need.role === record.role && need.approver === record.approver))
      problems.push(`${record.approver}: an approval is recorded for an approver the site does not need (a renamed or removed insurer?).`);
  return problems;
}
