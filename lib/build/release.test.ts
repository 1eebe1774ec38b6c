import { dateProblems, findSamples, formatSamples, unconfirmedWording } from './release';

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

describe('dateProblems', () => {
  const ist = (iso: string) => new Date(`${iso}+05:30`);
  const dates = {
    arn: { number: 'ARN-1', validTill: '2027-01-29' },
    insurance: { number: 'CA-1', validTill: '2028-03-31' },
    review: { lastReviewed: '2026-11-23', reviewEveryMonths: 12 },
  };

  it('passes while the ARN, the insurance registration and the review are current', () => {
    expect(dateProblems(dates, ist('2026-11-23T10:00:00'))).toEqual([]);
  });

  it('refuses an expired ARN, an expired insurance registration and a stale review', () => {
    expect(dateProblems(dates, ist('2028-04-02T10:00:00'))).toEqual([
      'content/site.ts arn.validTill: ARN-1 expired on 2027-01-29; renew it with AMFI.',
      'content/site.ts insurance.validTill: registration CA-1 expired on 2028-03-31.',
      'content/regulatoryReview.ts lastReviewed: the regulatory and tax text was last reviewed on 2026-11-23; a review was due by 2027-11-23.',
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
