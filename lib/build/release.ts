// The release check's logic: find every SAMPLE placeholder still in content/ (by its `// SAMPLE`
// marker and by values that can only be placeholders), and every date that forbids publishing.
// TypeScript's own parser reads the content files, so a finding names its file and field path.
import ts from 'typescript';
import { arnStatus, reviewStatus } from '../compliance';

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
    const inside = [...found.keys()].some((f) => field.startsWith(`${f}.`) || field.startsWith(`${f}[`));
    if (!found.has(field) && !inside)
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

export type ReleaseDates = {
  arn: { number: string; validTill: string };
  insurance: { number: string; validTill: string };
  review: { lastReviewed: string; reviewEveryMonths: number };
};

/** The dates that forbid publishing today: an expired ARN or insurance registration, or a stale review. */
export function dateProblems({ arn, insurance, review }: ReleaseDates, today: Date): string[] {
  const problems: string[] = [];
  if (arnStatus(arn.validTill, today).state === 'expired')
    problems.push(`content/site.ts arn.validTill: ${arn.number} expired on ${arn.validTill}; renew it with AMFI.`);
  if (arnStatus(insurance.validTill, today).state === 'expired')
    problems.push(`content/site.ts insurance.validTill: registration ${insurance.number} expired on ${insurance.validTill}.`);
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
