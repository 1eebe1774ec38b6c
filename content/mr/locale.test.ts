import { marathiDate } from './locale';

it('writes a date with the Marathi month and Latin digits', () => {
  expect(marathiDate('2026-11-27')).toBe('27 नोव्हेंबर 2026');
  expect(marathiDate('2027-01-05')).toBe('5 जानेवारी 2027');
});
