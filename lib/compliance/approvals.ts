// The approvals a launch needs, and what is still missing from their record. A website that
// describes insurance is an insurance advertisement: IRDAI's 2024 framework keeps the insurer's compliance oversight over what its distribution channels publish
// (Mondaq, "Looking Ahead: The Future Of Insurance Advertising Norms In India",
// https://www.mondaq.com/india/advertising-marketing-branding/1518396/looking-ahead-the-future-of-insurance-advertising-norms-in-india),
// so each insurer approves the pages that solicit its insurance, and the firm's compliance officer
// approves the whole site and, by name, each choice the spec keeps against a guideline (testimonials,
// the SIP calculator's rate range). `npm run check:release` fails while any approval is unrecorded.
import { calendarDay } from '../data/calendarDay';

type ApprovalRole = 'insurer' | 'compliance-officer';

/**
 * A choice the spec keeps against a regulator's guideline, which only the compliance officer can
 * accept for the firm: the approval must name the decision and quote exactly what it accepts, so a
 * change to what is published (another testimonial, another rate range) needs a new approval.
 */
export type Decision = {
  /** Stable name a record refers to ("testimonials", "spec-sip-rate"). */
  id: string;
  /** Exactly what is accepted, as published today; the record's `covers` must repeat it. */
  covers: string;
  /** Why it needs the compliance officer: the rule it departs from, with its source. */
  why: string;
};

/** An approval the launch needs: who must give it and what it covers. */
export type RequiredApproval = {
  role: ApprovalRole;
  /** The insurer's registered name, or the role's name for the compliance officer. */
  approver: string;
  /** The pages it covers (site paths), or the whole site. */
  scope: readonly string[] | 'whole site';
  /** Set when the approval accepts one decision rather than the pages as a whole. */
  decision?: Decision;
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
  /** For a decision: its id, and `covers` repeating the decision's `covers` word for word. */
  decision?: string;
  covers?: string;
};

/** The compliance officer's approval of the whole site. */
export const COMPLIANCE_OFFICER = 'The firm’s compliance officer';

/**
 * One approval per insurer for the pages that solicit insurance, the compliance officer's for the whole
 * site, and the compliance officer's for each decision the site still carries.
 */
export function requiredApprovals(
  insurers: readonly string[],
  insurancePages: readonly string[],
  decisions: readonly { decision: Decision; pages: readonly string[] }[] = [],
): RequiredApproval[] {
  return [
    ...insurers.map((insurer): RequiredApproval => ({ role: 'insurer', approver: insurer, scope: insurancePages })),
    { role: 'compliance-officer', approver: COMPLIANCE_OFFICER, scope: 'whole site' },
    ...decisions.map(({ decision, pages }): RequiredApproval => ({
      role: 'compliance-officer',
      approver: COMPLIANCE_OFFICER,
      scope: pages,
      decision,
    })),
  ];
}

/** What the site publishes that the spec keeps against a guideline, each needing the compliance officer's approval. */
export type DecisionInputs = {
  /** content/firm.yml showTestimonials, and the testimonials shown (the clients' names). */
  showTestimonials: boolean;
  testimonials: readonly string[];
  /** The spec's SIP calculator's rate slider, and the range AMFI's guideline allows. */
  specSipRate: { min: number; max: number };
  amfiRange: { min: number; max: number };
};

/** The decisions a release needs approved today: testimonials while they are on, the SIP range while it leaves AMFI's. */
export function decisionsNeeded(inputs: DecisionInputs): Decision[] {
  const decisions: Decision[] = [];
  if (inputs.showTestimonials)
    decisions.push({
      id: 'testimonials',
      covers: `Testimonials on the home page: ${inputs.testimonials.join('; ')}`,
      why: 'SEBI’s advertisement code for mutual funds says advertisements shall not contain any testimonials; the spec keeps them, so the compliance officer accepts them by name or switches showTestimonials off in content/firm.yml.',
    });
  const { specSipRate: rate, amfiRange: range } = inputs;
  if (rate.min < range.min || rate.max > range.max)
    decisions.push({
      id: 'spec-sip-rate',
      covers: `The SIP calculator’s assumed return from ${rate.min}% to ${rate.max}% a year`,
      why: `AMFI’s guideline on illustrations allows ${range.min}% to ${range.max}%; the spec keeps its slider, so the compliance officer accepts it or specSipRate in content/assumedRates.ts is set inside the range.`,
    });
  return decisions;
}

const scopeText = (scope: RequiredApproval['scope']) => (scope === 'whole site' ? 'the whole site' : scope.join(', '));
const sameApproval = (need: RequiredApproval, r: ApprovalRecord) =>
  r.role === need.role && r.approver === need.approver && r.decision === need.decision?.id;

/**
 * One line for each approval that is missing or incomplete on `today`: unrecorded, without a signatory
 * or a description, dated in a form that is not a date, or dated after today.
 */
export function approvalProblems(required: readonly RequiredApproval[], recorded: readonly ApprovalRecord[], today: Date): string[] {
  const problems: string[] = [];
  for (const need of required) {
    const record = recorded.find((r) => sameApproval(need, r));
    const subject = need.decision ? `decision ${JSON.stringify(need.decision.id)} (${need.decision.covers}) on` : 'for';
    const label = `${need.approver} (${need.role === 'insurer' ? 'insurer' : 'compliance'}), ${subject} ${scopeText(need.scope)}`;
    if (!record) {
      problems.push(`${label}: no approval recorded (who signed, what, when).${need.decision ? ` ${need.decision.why}` : ''}`);
      continue;
    }
    if (need.decision && record.covers !== need.decision.covers)
      problems.push(
        `${label}: the approval covers ${JSON.stringify(record.covers ?? '')}, not what the site now publishes; record a new approval whose covers reads ${JSON.stringify(need.decision.covers)}.`,
      );
    if (!record.approvedBy.trim()) problems.push(`${label}: the approval does not say who signed it.`);
    if (!record.what.trim()) problems.push(`${label}: the approval does not say what was approved.`);
    const date = calendarDay(record.approvedOn);
    if (!date) problems.push(`${label}: approvedOn "${record.approvedOn}" is not a date (YYYY-MM-DD).`);
    else if (date.getTime() > today.getTime()) problems.push(`${label}: approvedOn ${record.approvedOn} is after today.`);
  }
  for (const record of recorded)
    if (!required.some((need) => sameApproval(need, record)))
      problems.push(
        record.decision
          ? `${record.approver}: an approval is recorded for decision ${JSON.stringify(record.decision)}, which the site no longer needs (switched off or brought within the guideline?).`
          : `${record.approver}: an approval is recorded for an approver the site does not need (a renamed or removed insurer?).`,
      );
  return problems;
}
