import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The project's import graph and its cycles (issue 32: no content module imports its other-language
// twin, and nothing imports itself back). Relative and "@/" imports count, type-only ones included:
// a type import back is still a twin that cannot be read without the other.

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.(test|spec)\.tsx?$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Each module (relative to root) and the project modules it imports. */
export type ImportGraph = Map<string, string[]>;

/** The graph of every non-test TypeScript module under `dirs` (relative to `root`). */
export function readImportGraph(root: string, dirs: readonly string[]): ImportGraph {
  const files = dirs
    .map((dir) => join(root, dir))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir, { recursive: true }).map((file) => join(dir, String(file))))
    .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.includes('node_modules'));
  const sources = new Map(files.map((file) => [relative(root, file), readFileSync(file, 'utf8')]));
  return importGraph(sources);
}

/** The graph of the given sources (path relative to the project -> text): what the tests feed. */
export function importGraph(sources: ReadonlyMap<string, string>): ImportGraph {
  const resolveSpec = (from: string, spec: string): string | null => {
    let base: string;
    if (spec.startsWith('@/')) base = spec.slice(2);
    else if (spec.startsWith('.')) base = relative('/', resolve('/', dirname(from), spec));
    else return null;
    const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, `${base}/index.ts`, `${base}/index.tsx`];
    return candidates.find((candidate) => sources.has(candidate)) ?? null;
  };
  const graph: ImportGraph = new Map();
  for (const [file, text] of sources) {
    const specs = [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? '');
    const targets = specs.map((spec) => resolveSpec(file, spec)).filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every set of modules that import one another round (Tarjan's strongly connected components), each sorted. */
export function importCycles(graph: ImportGraph): string[][] {
  let next = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
