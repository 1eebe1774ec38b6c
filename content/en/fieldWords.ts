import type { NumberFieldWords } from '../calculators';

// The number fields' own words in English (units, suffixes, validation messages, the unused-link
// note): the calculators and questionnaires pass them to their islands, the Hindi ones are in
// content/hi/calculators.ts. Kept out of lib/ so no island carries English it does not show.
export const ENGLISH_FIELD_WORDS: NumberFieldWords = {
  year: '1 year',
  years: '{n} years',
  per: { month: '{value} per month', year: '{value} per year' },
  age: '{value} old',
  units: { rupees: 'in rupees', percent: 'in percent', years: 'in whole years', age: 'in years' },
  suffix: { percent: '%', years: 'yrs', age: 'yrs' },
  messages: {
    empty: 'Enter {noun}, for example {example}.',
    notNumber: 'Enter {noun} in digits, for example {example}.',
    tooSmall: '{Noun} must be at least {min}.',
    tooLarge: '{Noun} can be at most {max}.',
    precisionWhole: 'Enter {noun} {whole}.',
    precisionPlaces: 'Use at most {places} for {noun}, for example {example}.',
    commaRupees: 'Write {noun} in digits, with commas only between groups (1,00,000), for example {example}.',
    commaDecimal: 'Write {noun} with a point for decimals, for example {example}.',
  },
  places: { one: 'one decimal place', many: '{n} decimal places' },
  whole: { rupees: 'in whole rupees', percent: 'as a whole number', years: 'in whole years' },
  ignored: 'The link’s {name} value “{raw}” was not used: {message}',
  ignoredNearest: '{note} The nearest allowed value, {nearest}, is shown instead.',
  chooseOneOf: 'Choose one of {options}.',
};
