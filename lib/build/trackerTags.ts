import ts from 'typescript';

// A comment says why the code is as it is. An issue number or a review's finding code says where someone
// once wrote the reason down, in a tracker outside the repository that the next reader cannot open and that
// may not outlive the code. These are the shapes such a citation takes; a comment that matches one is
// refused, so the reason is written where it is read.
const TRACKER_TAGS: readonly RegExp[] = [
  // An issue number, with or without "#".
  /\bissues? ?#?\d+/i,
  // A review's name followed by a finding code.
  /\breview [A-Z]+\d/,
  // A finding code alone: F, S, P, B or NS and one or two digits.
  /\b(?:F|S|P|B|NS)\d{1,2}\b/,
];

export type TrackerTag = { line: number; text: string };

/** Where comments can sit in a file of this name: the whole text for Markdown, none for data. */
const kindOf = (fileName: string): 'script' | 'css' | 'markdown' =>
  /\.css$/.test(fileName) ? 'css' : /\.md$/.test(fileName) ? 'markdown' : 'script';

/**
 * The comments of a TypeScript or JavaScript file, as [start, end) offsets. Read from the parsed tree, not
 * by pattern: a `//` inside a string, a regular expression or a template is not a comment, and a JSX
 * comment (`{/* ... *\/}`) is. Every comment is trivia before some token, so walking every token's
 * leading trivia finds each once.
 */
function scriptComments(text: string, fileName: string): [number, number][] {
  const scriptKind = /\.tsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.jsx?$|\.[cm]js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKind);
  const found = new Map<number, number>();
  const visit = (node: ts.Node): void => {
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) found.set(range.pos, range.end);
    // A JSX comment is an expression container with nothing but the comment in it.
    if (ts.isJsxExpression(node) && !node.expression)
      for (const [start, end] of cssComments(text.slice(node.pos, node.end))) found.set(node.pos + start, node.pos + end);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found.entries()];
}

/** Block comments only: all CSS has, and all a JSX comment can be. */
function cssComments(text: string): [number, number][] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => [m.index, m.index + m[0].length]);
}

/** The comment lines of `text` (a file named `fileName`) that cite a tracker instead of giving the reason. */
export function trackerTagsIn(text: string, fileName: string): TrackerTag[] {
  const kind = kindOf(fileName);
  const ranges: [number, number][] = kind === 'markdown' ? [[0, text.length]] : kind === 'css' ? cssComments(text) : scriptComments(text, fileName);
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];
  const lineOf = (offset: number): number => lineStarts.findLastIndex((start) => start <= offset) + 1;
  const tags = new Map<number, string>();
  for (const [start, end] of ranges) {
    let offset = start;
    for (const line of text.slice(start, end).split('\n')) {
      if (TRACKER_TAGS.some((tag) => tag.test(line))) tags.set(lineOf(offset), line.trim());
      offset += line.length + 1;
    }
  }
  return [...tags.entries()].sort(([a], [b]) => a - b).map(([line, text]) => ({ line, text }));
}
