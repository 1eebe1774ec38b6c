import { wordsFor } from '@/lib/locales';
import { shapeProblems, describeShapeProblem } from '@/lib/localeShape';
import { words } from './index';

// The check a new language must pass before the locale registry serves it: every English text, and
// nothing more, with lists of the same length (a question's options, a table's rows).
test('the Marathi words have every English text and nothing more', () => {
  expect(shapeProblems(wordsFor('en'), words).map(describeShapeProblem)).toEqual([]);
});
