import { wordsFor } from './words';
import { assertSameShape, describeShapeProblem, shapeProblems } from './localeShape';
import { LOCALES } from './locale';

const english = wordsFor('en');

test('every language in the registry has every English text and nothing more', () => {
  for (const locale of LOCALES) expect(shapeProblems(english, wordsFor(locale)).map(describeShapeProblem)).toEqual([]);
});

test('the Hindi words pass the check a new language would have to pass', () => {
  expect(() => assertSameShape('hi', english, wordsFor('hi'))).not.toThrow();
});

// A language being added: a folder's index built from the English one, with one heading left out, as a
// translator's first draft might be. It is defined here and ships nowhere.
function thirdLocaleMissingOneHeading(): unknown {
  const { approach, ...otherHeadings } = english.about.headings;
  expect(approach).toBeTruthy();
  return { ...english, about: { ...english.about, headings: otherHeadings } };
}

test('a third language missing one text fails, naming that text', () => {
  const third = thirdLocaleMissingOneHeading();
  expect(shapeProblems(english, third)).toEqual([
    { path: 'about.headings.approach', problem: 'missing', expected: 'string', found: 'undefined' },
  ]);
  expect(() => assertSameShape('xx', english, third)).toThrow(/^The xx words differ from the English:\nabout\.headings\.approach: missing/);
});

test('a list of records must keep its length; an extra text or a wrong kind is named too', () => {
  const reference = { steps: [{ heading: 'a' }, { heading: 'b' }], lead: 'x', runs: ['a', { text: 'b', href: '/' }] };
  const candidate = { steps: [{ heading: 'a' }], lead: 3, runs: ['a b'], note: 'y' };
  expect(shapeProblems(reference, candidate).map(describeShapeProblem)).toEqual([
    'steps: 1 items, English has 2 items',
    'lead: a number, English has a string',
    'note: not in English (a string)',
  ]);
});

test('a rendering beside an official English text is a translation’s own; a null text may be given or not', () => {
  expect(shapeProblems({ warning: { official: 'x' }, note: null }, { warning: { official: 'x', rendering: 'y' }, note: 'z' })).toEqual([]);
});
