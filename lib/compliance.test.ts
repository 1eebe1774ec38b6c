import { arnStatus, checkArnValidity } from './compliance';

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
