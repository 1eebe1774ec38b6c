import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { sampleEntries } from '../data/dataFile';
import {
  dateProblems,
  findDataSamples,
  findSamples,
  formatSamples,
  overdueFacts,
  registrationWarnings,
  RELEASE_REFUSAL_DAYS,
  RELEASE_WARNING_DAYS,
  unconfirmedWording,
} from './release';

const withSamples = `import type { Site } from './types';

// The firm. Values marked SAMPLE are placeholders.
export const site: Site = {
  name: 'Sample Advisors', // SAMPLE
  tagline: 'AMFI-registered Mutual Fund Distributor',
  arn: {
    number: 'ARN-000000', // SAMPLE
    validTill: '2027-01-29', // the spec's date
  },
  people: [
    { name: 'A. Person', euin: 'E000001' }, // SAMPLE
    { name: 'B. Person', euin: 'E123456' },
  ],
  email: 'contact@example.com',
  // SAMPLE: the back-office provider
  loginProvider: 'https://login.example.com',
};

// SAMPLE: the firm's real list.
export const partners = [{ name: 'SBI Mutual Fund' }];
`;

const allReplaced = `import type { Site } from './types';

// The firm. Values marked SAMPLE are placeholders.
export const site: Site = {
  name: 'Arthavidya Financial Services',
  tagline: 'AMFI-registered Mutual Fund Distributor',
  arn: {
    number: 'ARN-123456',
    validTill: '2027-01-29', // the spec's date
  },
  people: [
    { name: 'Anil Sharma', euin: 'E123455' },
    { name: 'Meera Iyer', euin: 'E123456' },
  ],
  email: 'contact@arthavidya.in',
  loginProvider: 'https://clients.arthavidya.in',
};

export const partners = [{ name: 'SBI Mutual Fund' }];
`;

describe('findSamples', () => {
  it('lists every marked field and every placeholder value, with file, field and line', () => {
    expect(formatSamples(findSamples('content/site.ts', withSamples))).toEqual([
      'content/site.ts:5 site.name (marked SAMPLE)',
      'content/site.ts:8 site.arn.number (marked SAMPLE)',
      'content/site.ts:12 site.people[0] (marked SAMPLE)',
      'content/site.ts:15 site.email (an example.com-style placeholder address)',
      'content/site.ts:17 site.loginProvider (marked SAMPLE)',
      'content/site.ts:21 partners (marked SAMPLE)',
    ]);
  });

  it('does not blame a field for the marker at the end of the line before it', () => {
    const fields = findSamples('content/site.ts', withSamples).map((s) => s.field);
    expect(fields).not.toContain('site.tagline');
    expect(fields).not.toContain('site.people[1]');
    expect(fields).not.toContain('site.arn.validTill');
  });

  it('catches a placeholder value even after its marker was deleted', () => {
    const unmarked =
      "export const site = {\n  number: 'ARN-000000',\n  euin: 'E000002',\n  insurer: 'Sample Life Insurance Co. Ltd.',\n};\n";
    expect(findSamples('content/site.ts', unmarked).map((s) => `${s.field}: ${s.reason}`)).toEqual([
      'site.number: the sample ARN',
      'site.euin: a sample EUIN',
      'site.insurer: a value named "Sample"',
    ]);
  });

  it('passes content with every sample replaced', () => {
    expect(findSamples('content/site.ts', allReplaced)).toEqual([]);
  });
});

describe('findDataSamples', () => {
  const withSamples = `# The firm.
sample:
  - name
  - phone
  - people[0]
name: Sample Advisors
phone:
  display: +91 98765 43210
  e164: '+919876543210'
email: contact@example.com
people:
  - name: A. Person
    euin: E000001
  - name: B. Person
    euin: E000002
`;

  it('lists every field the sample list names and every placeholder value elsewhere, with file, field and line', () => {
    expect(formatSamples(findDataSamples('content/firm.yml', withSamples))).toEqual([
      'content/firm.yml:6 name (marked SAMPLE)',
      'content/firm.yml:7 phone (marked SAMPLE)',
      'content/firm.yml:10 email (an example.com-style placeholder address)',
      'content/firm.yml:12 people[0] (marked SAMPLE)',
      'content/firm.yml:15 people[1].euin (a sample EUIN)',
    ]);
  });

  it('passes a file whose sample list is empty and whose values are the firm’s own', () => {
    const own = 'sample: []\nname: Arthavidya\nemail: contact@arthavidya.in\npeople:\n  - name: A. Person\n    euin: E123456\n';
    expect(findDataSamples('content/firm.yml', own)).toEqual([]);
  });

  it('reads each content data file, and finds the samples the repository ships in them', () => {
    const firm = readFileSync('content/firm.yml', 'utf8');
    const listed = sampleEntries(parse(firm));
    expect(listed.length).toBeGreaterThan(0);
    expect(findDataSamples('content/firm.yml', firm).map((s) => s.field)).toEqual(expect.arrayContaining(listed));
  });

  it('no longer reports a field the firm has changed: its value no longer has the recorded fingerprint', () => {
    const firm = readFileSync('content/firm.yml', 'utf8');
    const changed = firm.replace(/^shortName: .*$/m, 'shortName: Own Name');
    const fields = (text: string) => findDataSamples('content/firm.yml', text).map((s) => s.field);
    expect(fields(firm)).toContain('shortName');
    expect(fields(changed)).not.toContain('shortName');
    // Every other sample is still reported.
    expect(fields(changed)).toHaveLength(fields(firm).length - 1);
  });
});

describe('dateProblems', () => {
  const ist = (iso: string) => new Date(`${iso}+05:30`);
  const dates = {
    arn: { number: 'ARN-1', validTill: '2027-01-29' },
    insurance: { number: 'CA-1', validTill: '2028-03-31' },
    review: { lastReviewed: '2026-11-23', reviewEveryMonths: 12 },
  };

  it('passes while the ARN, the insurance registration and the review are current', () => {
    expect(dateProblems(dates, ist('2026-09-01T10:00:00'))).toEqual([]);
  });

  it('refuses an expired ARN, an expired insurance registration and a stale review', () => {
    expect(dateProblems(dates, ist('2028-04-02T10:00:00'))).toEqual([
      'content/firm.yml arn.validTill: ARN-1 expired on 2027-01-29; renew the ARN with AMFI.',
      'content/firm.yml insurance.validTill: IRDAI registration CA-1 expired on 2028-03-31; renew the IRDAI registration.',
      'content/regulatoryReview.ts lastReviewed: the regulatory and tax text was last reviewed on 2026-11-23; a review was due by 2027-11-23.',
    ]);
  });

  // A static export keeps the date it was built with and may stay up for months: the compliance review
  // asked that a release be refused within 90 days of a registration's expiry, not 30.
  it('refuses at least 90 days ahead, and warns for a month before that', () => {
    expect(RELEASE_REFUSAL_DAYS).toBeGreaterThanOrEqual(90);
    expect(RELEASE_WARNING_DAYS).toBeGreaterThanOrEqual(RELEASE_REFUSAL_DAYS + 30);
    // A build 32 days before expiry, which the old 30-day window let through, is refused.
    expect(dateProblems(dates, ist('2026-12-29T10:00:00'))).toEqual([
      expect.stringMatching(/^content\/firm\.yml arn\.validTill: ARN-1 lapses on 2027-01-29, 32 days from now/),
    ]);
  });

  it(`refuses a release within ${RELEASE_REFUSAL_DAYS} days of a registration's expiry, and allows one a day earlier`, () => {
    // The ARN is valid through 29-Jan-2027 (IST), so it lapses at the start of 30-Jan-2027.
    const lapse = ist('2027-01-30T00:00:00').getTime();
    const daysBefore = (days: number) => new Date(lapse - days * 24 * 60 * 60 * 1000);
    expect(dateProblems(dates, daysBefore(RELEASE_REFUSAL_DAYS + 1))).toEqual([]);
    expect(dateProblems(dates, daysBefore(RELEASE_REFUSAL_DAYS))).toEqual([
      `content/firm.yml arn.validTill: ARN-1 lapses on 2027-01-29, ${RELEASE_REFUSAL_DAYS} days from now (a release is refused within ${RELEASE_REFUSAL_DAYS} days of expiry); renew the ARN with AMFI and update the date.`,
    ]);
    expect(dateProblems(dates, daysBefore(1))[0]).toMatch(/lapses on 2027-01-29, 1 day from now/);
  });

  it('refuses a release within the same window of the IRDAI registration’s expiry, naming it', () => {
    const soon = {
      ...dates,
      arn: { number: 'ARN-1', validTill: '2029-01-29' },
      review: { lastReviewed: '2027-11-01', reviewEveryMonths: 12 },
    };
    const problems = dateProblems(soon, ist('2028-03-15T10:00:00'));
    expect(problems).toEqual([
      `content/firm.yml insurance.validTill: IRDAI registration CA-1 lapses on 2028-03-31, 17 days from now (a release is refused within ${RELEASE_REFUSAL_DAYS} days of expiry); renew the IRDAI registration and update the date.`,
    ]);
  });

  it(`does not refuse a release ${RELEASE_REFUSAL_DAYS + 1} to ${RELEASE_WARNING_DAYS} days before expiry, where the check only warns`, () => {
    expect(dateProblems(dates, ist('2026-10-15T10:00:00'))).toEqual([]);
  });
});

describe('registrationWarnings', () => {
  const ist = (iso: string) => new Date(`${iso}+05:30`);
  const dates = { arn: { number: 'ARN-1', validTill: '2027-01-29' }, insurance: { number: 'CA-1', validTill: '2028-03-31' } };

  it('names the last day a release passes while a registration lapses within the build’s warning window', () => {
    expect(registrationWarnings(dates, ist('2026-10-15T10:00:00'))).toEqual([
      `content/firm.yml arn.validTill: ARN-1 lapses on 2027-01-29, 107 days from now; releases are refused within ${RELEASE_REFUSAL_DAYS} days of expiry, so the last release day is 2026-10-31 (IST) unless you renew the ARN with AMFI and update the date.`,
    ]);
  });

  it('agrees with dateProblems on the last day a release passes', () => {
    expect(dateProblems({ ...dates, review: { lastReviewed: '2026-11-23', reviewEveryMonths: 12 } }, ist('2026-10-31T23:59:00'))).toEqual(
      [],
    );
    expect(
      dateProblems({ ...dates, review: { lastReviewed: '2026-11-23', reviewEveryMonths: 12 } }, ist('2026-11-01T00:00:00')),
    ).toHaveLength(1);
  });

  it('is silent far from expiry and once a release is refused (dateProblems says it then)', () => {
    expect(registrationWarnings(dates, ist('2026-06-01T10:00:00'))).toEqual([]);
    expect(registrationWarnings(dates, ist('2026-09-30T10:00:00'))).toEqual([]);
    expect(registrationWarnings(dates, ist('2027-01-20T10:00:00'))).toEqual([]);
  });
});

describe('overdueFacts', () => {
  const ist = (iso: string) => new Date(`${iso}+05:30`);
  const facts = [
    { file: 'content/facts/tax.yml', id: 'ltcg-equity-rate', reviewBy: '2027-02-01' },
    { file: 'content/facts/kyc.yml', id: 'statuses-circular-date', reviewBy: '2027-11-27' },
  ];

  it('passes while every fact is within its review date, the day itself included (IST)', () => {
    expect(overdueFacts(facts, ist('2027-02-01T23:59:00'))).toEqual([]);
  });

  it('refuses each fact past its reviewBy, naming file, id and date', () => {
    expect(overdueFacts(facts, ist('2027-02-02T00:00:00'))).toEqual([
      "content/facts/tax.yml ltcg-equity-rate: reviewBy 2027-02-01 has passed; read the fact's source again, then update its value, checked and reviewBy.",
    ]);
    expect(overdueFacts(facts, ist('2028-01-01T10:00:00'))).toHaveLength(2);
  });

  it('refuses a reviewBy that is not a date, so a typo cannot hide a fact', () => {
    expect(overdueFacts([{ file: 'content/facts/x.yml', id: 'a', reviewBy: 'soon' }], ist('2026-01-01T10:00:00'))).toEqual([
      expect.stringMatching(/^content\/facts\/x\.yml a: reviewBy "soon" is not a date/),
    ]);
  });
});

describe('unconfirmedWording', () => {
  it('lists each text whose wording is not yet confirmed, and only those', () => {
    const texts = [
      { id: 'a', confirmed: false, note: 'check a' },
      { id: 'b', confirmed: true, note: 'check b' },
    ];
    expect(unconfirmedWording(texts)).toEqual(['a: check a']);
    expect(unconfirmedWording([])).toEqual([]);
  });
});
