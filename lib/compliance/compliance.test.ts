import { arnStatus, checkArnValidity, checkRegulatoryReview, dateCheckMode, reviewStatus, testimonialsWarning } from './compliance';

const ist = (iso: string) => new Date(`${iso}+05:30`);

describe('arnStatus', () => {
  it('is valid well before the date', () => {
    expect(arnStatus('2027-01-29', ist('2026-06-01T12:00:00'))).toEqual({ state: 'valid', daysLeft: 243 });
  });

  it('warns within 90 days', () => {
    expect(arnStatus('2027-01-29', ist('2026-11-22T10:00:00')).state).toBe('expiring');
    expect(arnStatus('2027-01-29', ist('2026-11-01T00:00:00')).state).toBe('expiring');
    expect(arnStatus('2027-01-29', ist('2026-10-31T00:00:00')).state).toBe('valid');
  });

  it('stays valid through the whole validity date in India and expires the next day', () => {
    expect(arnStatus('2027-01-29', ist('2027-01-29T23:59:00')).state).toBe('expiring');
    expect(arnStatus('2027-01-30', ist('2027-01-30T00:00:00')).state).toBe('expiring');
    expect(arnStatus('2027-01-29', ist('2027-01-30T00:00:00')).state).toBe('expired');
  });

  it('rejects a malformed date', () => {
    expect(() => arnStatus('29-01-2027', new Date())).toThrow(/YYYY-MM-DD/);
  });
});

describe('checkArnValidity', () => {
  it('prints a warning when expiry is near', () => {
    const warn = jest.fn();
    checkArnValidity({ arn: 'ARN-1', validTill: '2027-01-29', today: ist('2026-12-01T00:00:00'), warn });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/ARN-1 expires on 2027-01-29 \(60 days left\)/));
  });

  it('fails the build once the ARN has expired', () => {
    expect(() => checkArnValidity({ arn: 'ARN-1', validTill: '2027-01-29', today: ist('2027-02-01T00:00:00'), warn: jest.fn() })).toThrow(
      /ARN-1 expired on 2027-01-29.*ALLOW_EXPIRED_ARN=1/,
    );
  });

  it('lets an explicit override build with a warning', () => {
    const warn = jest.fn();
    const status = checkArnValidity({ arn: 'ARN-1', validTill: '2027-01-29', today: ist('2027-02-01T00:00:00'), allowExpired: true, warn });
    expect(status.state).toBe('expired');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('is silent while valid', () => {
    const warn = jest.fn();
    checkArnValidity({ arn: 'ARN-1', validTill: '2027-01-29', today: ist('2026-01-01T00:00:00'), warn });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('dateCheckMode', () => {
  it('only warns when npm test asks it to', () => {
    expect(dateCheckMode({ COMPLIANCE_DATE_CHECKS: 'warn' })).toBe('warn');
    expect(dateCheckMode({})).toBe('enforce');
    expect(dateCheckMode({ COMPLIANCE_DATE_CHECKS: '1' })).toBe('enforce');
  });
});

describe('reviewStatus', () => {
  it('falls due twelve calendar months after the review, at the end of that day in India', () => {
    expect(reviewStatus('2026-11-23', 12, ist('2026-11-23T12:00:00'))).toMatchObject({ state: 'current', dueOn: '2027-11-23' });
    expect(reviewStatus('2026-11-23', 12, ist('2027-11-01T00:00:00')).state).toBe('due-soon');
    expect(reviewStatus('2026-11-23', 12, ist('2027-11-23T23:59:00')).state).toBe('due-soon');
    expect(reviewStatus('2026-11-23', 12, ist('2027-11-24T00:00:00')).state).toBe('stale');
  });

  it('clamps to the end of a shorter month', () => {
    expect(reviewStatus('2026-01-31', 1, ist('2026-01-31T12:00:00')).dueOn).toBe('2026-02-28');
  });

  it('rejects a malformed date', () => {
    expect(() => reviewStatus('23/11/2026', 12, new Date())).toThrow(/YYYY-MM-DD/);
  });
});

describe('checkRegulatoryReview', () => {
  const review = { lastReviewed: '2026-11-23', reviewEveryMonths: 12 };

  it('is silent while the review is recent', () => {
    const warn = jest.fn();
    checkRegulatoryReview({ ...review, today: ist('2027-01-01T00:00:00'), warn });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns in the month before the review falls due', () => {
    const warn = jest.fn();
    checkRegulatoryReview({ ...review, today: ist('2027-11-10T00:00:00'), warn });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/due by 2027-11-23 \(14 days left\)/));
  });

  it('fails a deployment build once the text is more than a year old', () => {
    expect(() => checkRegulatoryReview({ ...review, today: ist('2028-01-01T00:00:00'), warn: jest.fn() })).toThrow(
      /last reviewed on 2026-11-23, more than 12 months ago.*content\/regulatoryReview.ts/,
    );
  });

  it('only warns under npm test, so the calendar never turns it red', () => {
    const warn = jest.fn();
    const status = checkRegulatoryReview({ ...review, today: ist('2028-01-01T00:00:00'), mode: 'warn', warn });
    expect(status.state).toBe('stale');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/more than 12 months ago/));
  });
});

describe('testimonialsWarning', () => {
  it('names SEBI’s advertisement code while testimonials are on, and is quiet when they are off', () => {
    expect(testimonialsWarning(true)).toMatch(/SEBI's advertisement code for mutual funds does not allow testimonials/);
    expect(testimonialsWarning(false)).toBeNull();
  });
});
