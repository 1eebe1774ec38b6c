import { localHours } from './localHours';

// A Monday in July, when London keeps summer time (UTC+1) and New York daylight time (UTC-4).
const MONDAY = new Date(Date.UTC(2026, 6, 6));

describe('the firm’s hours in the visitor’s time zone', () => {
  it('says nothing where the clock is India’s', () => {
    expect(localHours('09:00', '19:00', 'Asia/Kolkata', 'en-IN', MONDAY)).toBeNull();
    expect(localHours('09:00', '19:00', 'Asia/Calcutta', 'en-IN', MONDAY)).toBeNull();
  });

  it('moves the hours by the zone’s offset on that day', () => {
    // Dubai is UTC+4, 1 h 30 min behind IST: 9:00-19:00 IST is 7:30-17:30.
    const dubai = localHours('09:00', '19:00', 'Asia/Dubai', 'en-IN', MONDAY);
    expect(dubai?.from).toMatch(/^7:30\s?am$/i);
    expect(dubai?.to).toMatch(/^5:30\s?pm$/i);
    // London in summer, UTC+1: 4:30-14:30.
    expect(localHours('09:00', '19:00', 'Europe/London', 'en-IN', MONDAY)?.from).toMatch(/^4:30\s?am$/i);
  });

  it('names the weekday when it is another day there', () => {
    // New York in July, UTC-4: Monday 9:00 IST is Sunday 23:30.
    const newYork = localHours('09:00', '19:00', 'America/New_York', 'en-IN', MONDAY);
    expect(newYork?.from).toMatch(/Sunday/);
    expect(newYork?.to).toMatch(/Monday/);
  });

  it('writes in the page’s language, and gives up on a zone the browser does not know', () => {
    expect(localHours('09:00', '19:00', 'Asia/Dubai', 'hi-IN', MONDAY)?.zone).toMatch(/[\u0900-\u097F]/);
    expect(localHours('09:00', '19:00', 'Not/A_Zone', 'en-IN', MONDAY)).toBeNull();
  });
});
