import { approvalProblems, COMPLIANCE_OFFICER, requiredApprovals, type ApprovalRecord } from './approvals';

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
