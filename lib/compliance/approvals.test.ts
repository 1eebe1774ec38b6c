import {
  approvalProblems,
  COMPLIANCE_OFFICER,
  decisionsNeeded,
  requiredApprovals,
  type ApprovalRecord,
  type DecisionInputs,
} from './approvals';

const PAGES = ['/services/a/', '/hi/services/a/'];
const required = requiredApprovals(['Insurer One Ltd.', 'Insurer Two Ltd.'], PAGES);
const today = new Date('2026-12-10T12:00:00Z');

const record = (approver: string, role: ApprovalRecord['role'] = 'insurer'): ApprovalRecord => ({
  role,
  approver,
  approvedBy: 'R. Mehta, Compliance Officer',
  approvedOn: '2026-12-01',
  what: 'The insurance pages as built on 2026-11-30; signed copy in the compliance file',
});
const all = [record('Insurer One Ltd.'), record('Insurer Two Ltd.'), record(COMPLIANCE_OFFICER, 'compliance-officer')];

describe('requiredApprovals', () => {
  it('needs each insurer for the insurance pages and the compliance officer for the whole site', () => {
    expect(required).toEqual([
      { role: 'insurer', approver: 'Insurer One Ltd.', scope: PAGES },
      { role: 'insurer', approver: 'Insurer Two Ltd.', scope: PAGES },
      { role: 'compliance-officer', approver: COMPLIANCE_OFFICER, scope: 'whole site' },
    ]);
  });
});

describe('approvalProblems', () => {
  it('passes when every approval is recorded in full', () => {
    expect(approvalProblems(required, all, today)).toEqual([]);
  });

  it('names each approval still unrecorded, with what it covers', () => {
    expect(approvalProblems(required, [], today)).toEqual([
      'Insurer One Ltd. (insurer), for /services/a/, /hi/services/a/: no approval recorded (who signed, what, when).',
      'Insurer Two Ltd. (insurer), for /services/a/, /hi/services/a/: no approval recorded (who signed, what, when).',
      `${COMPLIANCE_OFFICER} (compliance), for the whole site: no approval recorded (who signed, what, when).`,
    ]);
    expect(approvalProblems(required, all.slice(1), today)).toHaveLength(1);
  });

  it('refuses a record without a signatory or a description, or with a date that is not one or is after today', () => {
    const [first, ...rest] = all as [ApprovalRecord, ...ApprovalRecord[]];
    const lines = (changed: Partial<ApprovalRecord>) => approvalProblems(required, [{ ...first, ...changed }, ...rest], today);
    expect(lines({ approvedBy: ' ' })).toEqual([expect.stringMatching(/does not say who signed it/)]);
    expect(lines({ what: '' })).toEqual([expect.stringMatching(/does not say what was approved/)]);
    expect(lines({ approvedOn: '01-12-2026' })).toEqual([expect.stringMatching(/"01-12-2026" is not a date/)]);
    expect(lines({ approvedOn: '2026-02-30' })).toEqual([expect.stringMatching(/"2026-02-30" is not a date/)]);
    expect(lines({ approvedOn: '2026-12-11' })).toEqual([expect.stringMatching(/2026-12-11 is after today/)]);
    expect(lines({ approvedOn: '2026-12-10' })).toEqual([]);
  });

  it('flags an approval for an approver the site no longer needs', () => {
    expect(approvalProblems(required, [...all, record('Old Insurer Ltd.')], today)).toEqual([
      expect.stringMatching(/^Old Insurer Ltd\.: an approval is recorded for an approver the site does not need/),
    ]);
  });
});

describe('decisions the compliance officer must approve by name', () => {
  const inputs: DecisionInputs = {
    showTestimonials: true,
    testimonials: ['A. Client', 'B. Client'],
    specSipRate: { min: 1, max: 20 },
    amfiRange: { min: 2, max: 13 },
  };
  const decisions = decisionsNeeded(inputs);
  const withDecisions = requiredApprovals(
    ['Insurer One Ltd.'],
    PAGES,
    decisions.map((decision) => ({ decision, pages: ['/x/'] })),
  );
  const base = [record('Insurer One Ltd.'), record(COMPLIANCE_OFFICER, 'compliance-officer')];
  const decisionRecord = (id: string, covers: string): ApprovalRecord => ({
    ...record(COMPLIANCE_OFFICER, 'compliance-officer'),
    decision: id,
    covers,
  });

  it('asks for testimonials while they are on, and for the SIP range while it leaves AMFI’s, naming what each covers', () => {
    expect(decisions.map((d) => d.id)).toEqual(['testimonials', 'spec-sip-rate']);
    expect(decisions[0]?.covers).toContain('A. Client; B. Client');
    expect(decisions[1]?.covers).toContain('from 1% to 20%');
    expect(decisionsNeeded({ ...inputs, showTestimonials: false, specSipRate: { min: 2, max: 13 } })).toEqual([]);
    expect(decisionsNeeded({ ...inputs, showTestimonials: false, specSipRate: { min: 1, max: 13 } }).map((d) => d.id)).toEqual([
      'spec-sip-rate',
    ]);
  });

  it('refuses a release while a decision is unrecorded, naming it, what it covers and why', () => {
    const lines = approvalProblems(withDecisions, base, today);
    expect(lines).toEqual([
      expect.stringMatching(
        /decision "testimonials" \(Testimonials on the home page: A\. Client; B\. Client\) on \/x\/: no approval recorded .*SEBI’s advertisement code/,
      ),
      expect.stringMatching(
        /decision "spec-sip-rate" \(The SIP calculator’s assumed return from 1% to 20% a year\) on \/x\/: no approval recorded .*AMFI’s guideline/,
      ),
    ]);
  });

  it('passes once each decision is recorded with exactly what it covers, and refuses a record of something else', () => {
    const full = [...base, ...decisions.map((d) => decisionRecord(d.id, d.covers))];
    expect(approvalProblems(withDecisions, full, today)).toEqual([]);
    const stale = [
      ...base,
      decisionRecord('testimonials', 'Testimonials on the home page: A. Client'),
      decisionRecord('spec-sip-rate', decisions[1]?.covers ?? ''),
    ];
    expect(approvalProblems(withDecisions, stale, today)).toEqual([
      expect.stringMatching(/the approval covers "Testimonials on the home page: A\. Client", not what the site now publishes/),
    ]);
  });

  it('does not let the whole-site approval stand in for a decision, and flags a decision no longer needed', () => {
    expect(approvalProblems(withDecisions, base, today)).toHaveLength(2);
    const needed = requiredApprovals(['Insurer One Ltd.'], PAGES);
    expect(approvalProblems(needed, [...base, decisionRecord('testimonials', 'x')], today)).toEqual([
      expect.stringMatching(/decision "testimonials", which the site no longer needs/),
    ]);
  });
});
