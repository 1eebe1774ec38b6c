import type { FactUnitWords } from '../factUnits';

export const factUnitWords: FactUnitWords = {
  months: { one: 'महीना', other: 'महीने' },
  years: { one: 'साल', other: 'साल' },
  days: { one: 'दिन', other: 'दिन' },
  'working-days': { one: 'कामकाजी दिन', other: 'कामकाजी दिन' },
};
