import { parseOpeningHours } from './openingHours';

test('reads a weekday range and a 12-hour span into schema.org terms', () => {
  expect(parseOpeningHours('Monday-Friday 9:30 AM-5:30 PM')).toEqual({
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:30',
    closes: '17:30',
  });
  expect(parseOpeningHours('Monday-Saturday 9am-7pm')).toEqual({
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    opens: '09:00',
    closes: '19:00',
  });
  // The site writes the time zone after the hours for visitors abroad (India has one, IST).
  expect(parseOpeningHours('Monday-Friday 9:00 AM-7:00 PM IST')).toEqual({
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '19:00',
  });
  expect(parseOpeningHours('Tuesday-Thursday 12 PM-12:30 pm')).toEqual({
    dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday'],
    opens: '12:00',
    closes: '12:30',
  });
});

test('gives null for a line it cannot read, rather than wrong hours', () => {
  for (const text of [
    'By appointment',
    'Friday-Monday 9 AM-5 PM',
    'Monday-Friday 5 PM-9 AM',
    'Monday-Funday 9 AM-5 PM',
    'Monday-Friday 13 PM-5 PM',
    '',
  ])
    expect(parseOpeningHours(text)).toBeNull();
});
