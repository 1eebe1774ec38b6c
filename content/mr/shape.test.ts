import { wordsFor } from '@/lib/i18n/words';
import { shapeProblems, describeShapeProblem } from '@/lib/i18n/localeShape';
import type { Words } from '../words';
import * as marathi from './index';

// The check a new language must pass before the locale registry serves it: every English text, and
// nothing more, with lists of the same length (a question's options, a table's rows). The annotation is
// the type check the registry's entry will make: the index spread into a plain object, as it spreads it.
const words: Words = { ...marathi };

test('the Marathi words have every English text and nothing more', () => {
  expect(shapeProblems(wordsFor('en'), words).map(describeShapeProblem)).toEqual([]);
});
