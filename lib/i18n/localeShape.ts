// Does a language's words have every text the English has, and nothing the English lacks? The types
// say so at compile time for the languages in the registry; this says it at run time, naming each
// text by its path ("about.headings.approach"), for a language being added or a file edited outside
// the type check. Lists of records (sections, questions, cards) must have the English list's length;
// runs of prose (strings mixed with links) and lists of plain strings may be split differently in
// each language, so only their presence is compared.

/** One difference between a candidate language's words and the English shape. */
export type ShapeProblem = {
  path: string;
  problem: 'missing' | 'extra' | 'wrong kind' | 'wrong length';
  /** What the English has there, for the message. */
  expected: string;
  found: string;
};

const kindOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  return typeof value === 'object' ? 'record' : typeof value;
};

const isRecord = (value: unknown): value is Record<string, unknown> => kindOf(value) === 'record';

/** A list whose items are each a record: its length is part of the shape. */
const isListOfRecords = (list: readonly unknown[]): boolean => list.length > 0 && list.every(isRecord);

/**
 * Keys only a translation has: the rendering printed beside a text that stays in English as the law or
 * the regulator words it (the SEBI risk warning, the AMFI tagline). The English has none to give.
 */
const TRANSLATION_ONLY_KEYS: ReadonlySet<string> = new Set(['rendering']);

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/** Every path where `candidate` differs from `reference` (the English words), in the reference's order. */
export function shapeProblems(reference: unknown, candidate: unknown, path = ''): ShapeProblem[] {
  const expected = kindOf(reference);
  const found = kindOf(candidate);
  if (candidate === undefined && reference !== undefined) return [{ path, problem: 'missing', expected, found }];
  // A text may be null in one language where the other has none to give (an optional rendering).
  if (reference === null || candidate === null) return [];
  if (expected !== found) return [{ path, problem: 'wrong kind', expected, found }];
  if (Array.isArray(reference) && Array.isArray(candidate)) {
    if (!isListOfRecords(reference)) return [];
    const problems: ShapeProblem[] =
      reference.length === candidate.length
        ? []
        : [{ path, problem: 'wrong length', expected: `${reference.length} items`, found: `${candidate.length} items` }];
    const shared = Math.min(reference.length, candidate.length);
    for (let i = 0; i < shared; i += 1) problems.push(...shapeProblems(reference[i], candidate[i], join(path, i)));
    return problems;
  }
  if (isRecord(reference) && isRecord(candidate)) {
    const problems: ShapeProblem[] = [];
    for (const key of Object.keys(reference)) {
      if (reference[key] === undefined) continue;
      problems.push(...shapeProblems(reference[key], candidate[key], join(path, key)));
    }
    for (const key of Object.keys(candidate)) {
      if (!(key in reference) && candidate[key] !== undefined && !TRANSLATION_ONLY_KEYS.has(key)) {
        problems.push({ path: join(path, key), problem: 'extra', expected: 'nothing', found: kindOf(candidate[key]) });
      }
    }
    return problems;
  }
  return [];
}

/** One line a problem: "about.headings.approach: missing (English has a string)". */
export function describeShapeProblem({ path, problem, expected, found }: ShapeProblem): string {
  if (problem === 'missing') return `${path}: missing (English has a ${expected})`;
  if (problem === 'extra') return `${path}: not in English (a ${found})`;
  if (problem === 'wrong length') return `${path}: ${found}, English has ${expected}`;
  return `${path}: a ${found}, English has a ${expected}`;
}

/** Throws one message naming every text a language's words lack or add against the English. */
export function assertSameShape(locale: string, reference: unknown, candidate: unknown): void {
  const problems = shapeProblems(reference, candidate);
  if (problems.length === 0) return;
  throw new Error(`The ${locale} words differ from the English:\n${problems.map(describeShapeProblem).join('\n')}`);
}
