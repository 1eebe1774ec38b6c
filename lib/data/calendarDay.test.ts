import { calendarDay } from './calendarDay';

describe('calendarDay', () => {
  it('reads a day of the calendar as midnight UTC', () => {
    expect(calendarDay('2027-01-29')?.toISOString()).toBe('2027-01-29T00:00:00.000Z');
    expect(calendarDay('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it.each(['2027-02-30', '2027-02-29', '2027-13-01', '2027-1-29', '29-01-2027', '2027-01-29T00:00', ''])('refuses %p', (value) => {
    expect(calendarDay(value)).toBeNull();
  });
});
