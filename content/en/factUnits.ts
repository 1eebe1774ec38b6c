import type { FactUnitWords } from '../factUnits';

export const factUnitWords: FactUnitWords = {
  months: { one: 'month', other: 'months' },
  years: { one: 'year', other: 'years' },
  days: { one: 'day', other: 'days' },
  'working-days': { one: 'working day', other: 'working days' },
};
