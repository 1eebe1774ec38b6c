// Reads one of the firm's data files (content/*.yml) against its schema (lib/data/firmSchema.ts). A wrong
// value becomes one line naming the file, the field, the value and the rule
// (content/firm.yml: arn.number "ARN12" must look like ARN-123456), never a stack trace: the build's
// data check prints these lines, and a page that imports the data throws an Error whose message they are.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';

export type FieldPath = readonly (string | number)[];

/** A data file that breaks its schema; the message is one line per problem. */
export class DataFileError extends Error {
  constructor(readonly lines: readonly string[]) {
    super(lines.join('\n'));
    this.name = 'DataFileError';
  }
}

/** "arn.number", "people[1].euin", "features.download-form". */
export function formatPath(path: FieldPath): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('') || '(the file)';
}

/** The inverse of formatPath: "people[1].euin" -> ["people", 1, "euin"]. */
export function parsePath(field: string): (string | number)[] {
  return field.split('.').flatMap((part) => {
    const [name = '', ...indexes] = part.split('[');
    return [...(name ? [name] : []), ...indexes.map((i) => Number(i.replace(']', '')))];
  });
}

function valueAt(data: unknown, path: FieldPath): unknown {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

const show = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value)));

type Issue = z.core.$ZodIssue;

/** What rule a value broke, in the schema's words, or in plain ones for zod's own checks. */
function ruleOf(issue: Issue, value: unknown): string {
  if (issue.code === 'invalid_type' && value === undefined) return 'is missing';
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map((v) => show(v)).join(', ')}`;
  if (issue.code === 'invalid_type' && ['boolean', 'number', 'array', 'object'].includes(issue.expected))
    return `must be ${{ boolean: 'true or false', number: 'a number', array: 'a list', object: 'a group of fields' }[issue.expected as 'boolean']}`;
  if (issue.code === 'too_small' && issue.origin === 'array') return `must list at least ${String(issue.minimum)}`;
  return issue.message;
}

/** One line per problem: "<file>: <field> <value> <rule>", or "<file>: <field> is missing". */
export function issueLines(file: string, data: unknown, issues: readonly Issue[]): string[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map(
        (key) => `${file}: ${formatPath([...issue.path.map(keyOf), key])} is not a field of this file (a misspelt name?)`,
      );
    const path = issue.path.map(keyOf);
    const value = valueAt(data, path);
    const rule = ruleOf(issue, value);
    const shown = value === undefined || (typeof value === 'object' && value !== null) ? '' : ` ${show(value)}`;
    return [`${file}: ${formatPath(path)}${shown} ${rule}`];
  });
}

const keyOf = (key: PropertyKey): string | number => (typeof key === 'number' ? key : String(key));

/** The YAML document of a data file, with line numbers; a syntax error is one line with its position. */
export function readYaml(file: string, text: string): { doc: Document; lines: LineCounter } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const errors = doc.errors.map((e) => {
    const at = e.linePos?.[0];
    return `${file}${at ? `:${at.line}:${at.col}` : ''}: ${e.message.split('\n')[0] ?? ''}`;
  });
  if (errors.length) throw new DataFileError(errors);
  return { doc, lines };
}

/** Whether a field path names something present in the data. */
function exists(data: unknown, path: FieldPath): boolean {
  return path.length > 0 && valueAt(data, path) !== undefined;
}

/**
 * A short fingerprint of a value (FNV-1a, 32 bits, over its JSON): the `sample` list records the
 * shipped value's ("arn.number 88f8e52b"), so a field whose value has changed no longer matches and
 * stops being a sample by itself, with nothing to delete by hand. Not for security: it only tells
 * "still the same" apart. A list, not a map: the editor (Immutable.js inside Decap) reorders a map of
 * more than 8 keys on every save, and a list keeps its order.
 */
export function valueFingerprint(value: unknown): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(value) ?? 'undefined') {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const sampleOf = (data: unknown): unknown =>
  data !== null && typeof data === 'object' ? (data as { sample?: unknown }).sample : undefined;

/** A `sample` item: "field fingerprint", or a bare "field" (a sample until its line is deleted). */
const sampleItems = (data: unknown): { field: string; print: string | null }[] => {
  const listed = sampleOf(data);
  if (!Array.isArray(listed)) return [];
  return listed
    .filter((item): item is string => typeof item === 'string')
    .map((item) => {
      const [field = '', print = null] = item.trim().split(/\s+/);
      return { field, print };
    });
};

/** Every field a data file's `sample` names, changed or not. */
export function sampleEntries(data: unknown): string[] {
  return sampleItems(data).map((s) => s.field);
}

/**
 * The fields still holding the repository's sample values: those whose value still has the recorded
 * fingerprint (a changed value clears itself), and any listed without one.
 */
export function sampleFields(data: unknown): string[] {
  return sampleItems(data)
    .filter(({ field, print }) => print === null || valueFingerprint(valueAt(data, parsePath(field))) === print)
    .map((s) => s.field);
}

/** Parses a data file's text and checks it against its schema: the typed data, or a DataFileError. */
export function parseDataFile<S extends z.ZodType>(file: string, text: string, schema: S): z.output<S> {
  const data: unknown = readYaml(file, text).doc.toJS();
  const result = schema.safeParse(data);
  if (!result.success) throw new DataFileError(issueLines(file, data, result.error.issues));
  // A SAMPLE marker must name a real field, or a replaced value could hide behind a misspelt one.
  const stale = sampleEntries(result.data).flatMap((field, i) =>
    exists(data, parsePath(field)) ? [] : [`${file}: sample[${i}] ${show(field)} names no field of this file`],
  );
  if (stale.length) throw new DataFileError(stale);
  return result.data;
}

/** Every scalar string in a YAML document with its field path and line, for the release check's placeholder scan. */
export function stringsIn(doc: Document, lines: LineCounter): { path: (string | number)[]; value: string; line: number }[] {
  const found: { path: (string | number)[]; value: string; line: number }[] = [];
  const visit = (node: unknown, path: (string | number)[]) => {
    if (isScalar(node) && typeof node.value === 'string')
      found.push({ path, value: node.value, line: lines.linePos(node.range?.[0] ?? 0).line });
    else if (isMap(node))
      for (const pair of node.items) visit(pair.value, [...path, isScalar(pair.key) ? String(pair.key.value) : String(pair.key)]);
    else if (isSeq(node)) node.items.forEach((item, i) => visit(item, [...path, i]));
  };
  visit(doc.contents, []);
  return found;
}

/** Every problem in a set of data files, one line each: what the build's data check prints. */
export function dataFileProblems(files: Readonly<Record<string, z.ZodType>>, read: (file: string) => string): string[] {
  return Object.entries(files).flatMap(([file, schema]) => {
    try {
      parseDataFile(file, read(file), schema);
      return [];
    } catch (error) {
      if (error instanceof DataFileError) return [...error.lines];
      return [`${file}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`];
    }
  });
}

/** A data file's content without its `sample` list, which is for the release check, not for pages. */
export function withoutSample<T extends { sample: unknown }>(data: T): Omit<T, 'sample'> {
  const copy: Partial<T> = { ...data };
  delete copy.sample;
  return copy as Omit<T, 'sample'>;
}
