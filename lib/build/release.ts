// The release check's logic: find every SAMPLE placeholder still in content/ (in a data file, by its
// `sample` list; in a TypeScript module, by its `// SAMPLE` marker; anywhere, by values that can only be
// placeholders), and every date that forbids publishing. The YAML parser and TypeScript's own parser
// read the files, so a finding names its file, field path and line.
import ts from 'typescript';
import { isMap, isScalar } from 'yaml';
import { formatPath, parsePath, readYaml, sampleFields, stringsIn } from '../data/dataFile';
import { arnStatus, reviewStatus } from '../compliance/compliance';

export type SampleFinding = { file: string; field: string; line: number; reason: string };

/** A comment that starts with SAMPLE marks the field it sits on (or above). */
const MARKER = /^\/(?:\/|\*+)\s*SAMPLE\b/;
/** Values no real firm publishes: documentation domains, the all-zero ARN, a "Sample ..." name. */
const PLACEHOLDER_VALUES: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /\bexample\.(?:com|org|net|in)\b/i, reason: 'an example.com-style placeholder address' },
  { pattern: /\bARN-0+\b/, reason: 'the sample ARN' },
  { pattern: /\bE0{4}\d{2}\b/, reason: 'a sample EUIN' },
  { pattern: /\bSample\b/, reason: 'a value named "Sample"' },
];

function commentsAround(text: string, node: ts.Node): string[] {
  let end = node.end;
  while (text[end] === ' ' || text[end] === '\t') end += 1;
  if (text[end] === ',') end += 1;
  const start = node.getFullStart();
  // A comment at the end of the previous line belongs to the previous field, not to this one.
  const leading = (ts.getLeadingCommentRanges(text, start) ?? []).filter((r) => text.slice(start, r.pos).includes('\n'));
  const ranges = [...leading, ...(ts.getTrailingCommentRanges(text, end) ?? [])];
  return ranges.map((r) => text.slice(r.pos, r.end));
}

function nameOf(name: ts.PropertyName | ts.BindingName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : name.getText();
}

/** The dotted path of a node inside the exported data: "arn.number", "clientFacingPeople[1]", "partners". */
function pathOf(node: ts.Node): string {
  const parts: string[] = [];
  let current: ts.Node = node;
  while (current.parent) {
    const parent: ts.Node = current.parent;
    if (ts.isPropertyAssignment(current)) parts.unshift(nameOf(current.name));
    else if (ts.isVariableDeclaration(current)) parts.unshift(nameOf(current.name));
    else if (ts.isArrayLiteralExpression(parent)) parts.unshift(`[${parent.elements.indexOf(current as ts.Expression)}]`);
    current = parent;
  }
  return parts.join('.').replace(/\.\[/g, '[');
}

/** Every SAMPLE placeholder in one content file: marked fields, and placeholder values wherever they sit. */
export function findSamples(file: string, text: string): SampleFinding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = new Map<string, SampleFinding>();
  const add = (node: ts.Node, reason: string) => {
    const field = pathOf(node) || '(file)';
    // A value inside a field already reported (a marked list, a marked object) adds nothing new.
    if (!found.has(field) && !insideAny(found.keys(), field))
      found.set(field, { file, field, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, reason });
  };
  const visit = (node: ts.Node) => {
    const marked =
      ts.isPropertyAssignment(node) ||
      (ts.isVariableStatement(node) && node.parent === source) ||
      (node.parent !== undefined && ts.isArrayLiteralExpression(node.parent) && !ts.isSpreadElement(node));
    if (marked && commentsAround(text, node).some((comment) => MARKER.test(comment))) {
      add(ts.isVariableStatement(node) ? (node.declarationList.declarations[0] ?? node) : node, 'marked SAMPLE');
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const placeholder = PLACEHOLDER_VALUES.find((p) => p.pattern.test(node.text));
      if (placeholder) add(node.parent && ts.isPropertyAssignment(node.parent) ? node.parent : node, placeholder.reason);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found.values()].sort((a, b) => a.line - b.line);
}

/** A field already reported contains this one (a listed list, a listed group): it adds nothing new. */
const insideAny = (fields: Iterable<string>, field: string) =>
  [...fields].some((f) => field.startsWith(`${f}.`) || field.startsWith(`${f}[`));

/**
 * Every SAMPLE placeholder in one data file (content/*.yml): each field its `sample` list names, and
 * placeholder values in any other field (a value replaced in the file but left on the list is still listed).
 */
export function findDataSamples(file: string, text: string): SampleFinding[] {
  const { doc, lines } = readYaml(file, text);
  const found = new Map<string, SampleFinding>();
  // The line of the field's name (a group's value starts on the line after it), or of a list item.
  const lineOf = (field: string) => {
    const path = parsePath(field);
    const parent = path.length > 1 ? doc.getIn(path.slice(0, -1), true) : doc.contents;
    const pair = isMap(parent) ? parent.items.find((p) => isScalar(p.key) && p.key.value === path.at(-1)) : undefined;
    const node: unknown = pair && isScalar(pair.key) ? pair.key : doc.getIn(path, true);
    const start = node !== null && typeof node === 'object' && 'range' in node ? (node.range as number[] | undefined)?.[0] : undefined;
    return start === undefined ? 1 : lines.linePos(start).line;
  };
  for (const field of sampleFields(doc.toJS())) found.set(field, { file, field, line: lineOf(field), reason: 'marked SAMPLE' });
  for (const { path, value, line } of stringsIn(doc, lines)) {
    const field = formatPath(path);
    if (path[0] === 'sample' || found.has(field) || insideAny(found.keys(), field)) continue;
    const placeholder = PLACEHOLDER_VALUES.find((p) => p.pattern.test(value));
    if (placeholder) found.set(field, { file, field, line, reason: placeholder.reason });
  }
  return [...found.values()].sort((a, b) => a.line - b.line);
}

export type ReleaseDates = {
  arn: { number: string; validTill: string };
  insurance: { number: string; validTill: string };
  review: { lastReviewed: string; reviewEveryMonths: number };
};

/**
 * A release is refused when a registration lapses within this many days of it: the exported site
 * keeps showing the date it was built with, and a static site may go unrebuilt for months, so a release
 * 30 days before expiry could show an expired ARN a month later. The compliance review asked for 90.
 */
export const RELEASE_REFUSAL_DAYS = 90;

/** From this many days before expiry `npm run check:release` names the last day a release still passes. */
export const RELEASE_WARNING_DAYS = 120;

/** The problem with one registration's date on `today`, or null: expired, or lapsing within RELEASE_REFUSAL_DAYS. */
function registrationProblem(field: string, what: string, renew: string, validTill: string, today: Date): string | null {
  const { state, daysLeft } = arnStatus(validTill, today);
  if (state === 'expired') return `content/firm.yml ${field}: ${what} expired on ${validTill}; ${renew}.`;
  if (daysLeft <= RELEASE_REFUSAL_DAYS)
    return `content/firm.yml ${field}: ${what} lapses on ${validTill}, ${daysLeft} day${daysLeft === 1 ? '' : 's'} from now (a release is refused within ${RELEASE_REFUSAL_DAYS} days of expiry); ${renew} and update the date.`;
  return null;
}

/**
 * Warnings, not refusals: each registration that lapses within RELEASE_WARNING_DAYS but more than
 * RELEASE_REFUSAL_DAYS from `today`, with the last day a release is still allowed.
 */
export function registrationWarnings({ arn, insurance }: Pick<ReleaseDates, 'arn' | 'insurance'>, today: Date): string[] {
  return [
    { field: 'arn.validTill', what: arn.number, renew: 'renew the ARN with AMFI', validTill: arn.validTill },
    {
      field: 'insurance.validTill',
      what: `IRDAI registration ${insurance.number}`,
      renew: 'renew the IRDAI registration',
      validTill: insurance.validTill,
    },
  ].flatMap(({ field, what, renew, validTill }) => {
    const { daysLeft } = arnStatus(validTill, today);
    if (daysLeft <= RELEASE_REFUSAL_DAYS || daysLeft > RELEASE_WARNING_DAYS) return [];
    // Valid through validTill (IST), refused once RELEASE_REFUSAL_DAYS or fewer days remain: the last
    // day a release passes is RELEASE_REFUSAL_DAYS days before validTill.
    const [y, m, d] = validTill.split('-').map(Number) as [number, number, number];
    const lastDay = new Date(Date.UTC(y, m - 1, d - RELEASE_REFUSAL_DAYS)).toISOString().slice(0, 10);
    return [
      `content/firm.yml ${field}: ${what} lapses on ${validTill}, ${daysLeft} days from now; releases are refused within ${RELEASE_REFUSAL_DAYS} days of expiry, so the last release day is ${lastDay} (IST) unless you ${renew} and update the date.`,
    ];
  });
}

/**
 * The dates that forbid publishing today: an ARN or insurance registration that has expired or lapses
 * within RELEASE_REFUSAL_DAYS, or a stale review.
 */
export function dateProblems({ arn, insurance, review }: ReleaseDates, today: Date): string[] {
  const problems: string[] = [];
  const registrations = [
    registrationProblem('arn.validTill', arn.number, 'renew the ARN with AMFI', arn.validTill, today),
    registrationProblem(
      'insurance.validTill',
      `IRDAI registration ${insurance.number}`,
      'renew the IRDAI registration',
      insurance.validTill,
      today,
    ),
  ];
  for (const problem of registrations) if (problem) problems.push(problem);
  const status = reviewStatus(review.lastReviewed, review.reviewEveryMonths, today);
  if (status.state === 'stale')
    problems.push(
      `content/regulatoryReview.ts lastReviewed: the regulatory and tax text was last reviewed on ${review.lastReviewed}; a review was due by ${status.dueOn}.`,
    );
  return problems;
}

/** The lines `npm run check:release` prints, one per problem. */
export function formatSamples(samples: readonly SampleFinding[]): string[] {
  return samples.map((s) => `${s.file}:${s.line} ${s.field} (${s.reason})`);
}

/** A text whose official wording the firm must still confirm (content/unconfirmedWording.ts). */
export type WordingToConfirm = { id: string; confirmed: boolean; note: string };

/** One line for each text still awaiting the firm's confirmation of its wording. */
export function unconfirmedWording(texts: readonly WordingToConfirm[]): string[] {
  return texts.filter((t) => !t.confirmed).map((t) => `${t.id}: ${t.note}`);
}

/** One fact of the register (lib/facts/register.ts Fact has these fields), as the release check names it. */
export type FactReview = { file: string; id: string; reviewBy: string };

/**
 * One line for each fact past its `reviewBy` on `today` (IST calendar day), naming file, id and date:
 * a rate or limit nobody has re-read since its review date may have changed with a Budget or circular.
 * A `reviewBy` that is not a date is refused too, so a typo cannot hide a fact from the check.
 */
export function overdueFacts(facts: readonly FactReview[], today: Date): string[] {
  const day = new Date(today.getTime() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
  return facts.flatMap(({ file, id, reviewBy }) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(reviewBy))
      return [
        `${file} ${id}: reviewBy ${JSON.stringify(reviewBy)} is not a date (YYYY-MM-DD); give the day by which the fact is read again.`,
      ];
    return reviewBy < day
      ? [`${file} ${id}: reviewBy ${reviewBy} has passed; read the fact's source again, then update its value, checked and reviewBy.`]
      : [];
  });
}
