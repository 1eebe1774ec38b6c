import { phoneE164, phoneProblem } from './phone';

describe('phoneProblem', () => {
  // The numbers NRIs and landline users type, once refused, and the everyday Indian forms.
  it.each([
    ['+971 50 123 4567', '+971501234567'],
    ['0091 98200 12345', '+919820012345'],
    ['022 2266 1234', '+912222661234'],
    ['(022) 2266-1234', '+912222661234'],
    ['+91 22 2266 1234', '+912222661234'],
    ['080 2222 3333', '+918022223333'],
    ['98765 43210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+1 415 555 2671', '+14155552671'],
  ])('accepts %s (%s)', (typed, e164) => {
    expect(phoneProblem(typed)).toBeUndefined();
    expect(phoneE164(typed)).toBe(e164);
  });

  it.each([
    ['12345', 'tooShort'],
    ['022 2266', 'tooShort'],
    ['98765 432101 2345 678', 'tooLong'],
    ['+999 1234 5678', 'country'],
    ['98765 4321O', 'characters'],
    ['call me', 'characters'],
    // An Indian mobile with a stray "00" in front reads as an Iranian number of the wrong length.
    ['0098765 43210', 'wrongLength'],
    // Right length, but no North American area code starts with 0.
    ['+1 015 555 2671', 'invalid'],
  ])('refuses "%s" and says why', (typed, message) => {
    expect(phoneProblem(typed)).toBe(message);
    expect(phoneE164(typed)).toBeUndefined();
  });
});
