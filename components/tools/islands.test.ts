import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// A tool's code reaches the page by import(), and CSS reached only that way is missing from the
// exported HTML. So each island imports every stylesheet its tool's modules import; this walks the
// tool's static imports to check that none was forgotten.

const root = process.cwd();
const here = join(root, 'components/tools');

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  return (
    ['', '.ts', '.tsx'].map((ext) => base + ext).find((path) => existsSync(path) && !path.endsWith('/') && /\.\w+$/.test(path)) ?? null
  );
}

/** Every module a file imports, directly or through others (type-only imports aside), the file included. */
function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (file.endsWith('.css')) return seen;
  for (const [, typeOnly, specifier] of readFileSync(file, 'utf8').matchAll(
    /^import\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
  )) {
    const target = typeOnly || !specifier ? null : resolveImport(file, specifier);
    if (target) staticGraph(target, seen);
  }
  return seen;
}

const stylesheets = (modules: Set<string>) => [...modules].filter((path) => path.endsWith('.css')).map((path) => relative(root, path));

const islands = readdirSync(here).filter((name) => name.endsWith('Island.ts'));

it('finds the islands', () => {
  expect(islands.length).toBeGreaterThan(0);
});

it.each(islands)('%s imports every stylesheet its tool uses', (name) => {
  const file = join(here, name);
  const tool = /import\('([^']+)'\)/.exec(readFileSync(file, 'utf8'))?.[1];
  const toolFile = tool ? resolveImport(file, tool) : null;
  expect(toolFile).not.toBeNull();
  const needed = stylesheets(staticGraph(toolFile ?? ''));
  expect(needed.length).toBeGreaterThan(0);
  expect(stylesheets(staticGraph(file))).toEqual(expect.arrayContaining(needed));
});

// Every word a tool shows arrives as props in the page's language: an island that imported a content
// module (directly or through another module) would ship its words, and both languages, on every page.
// The content modules the maths reaches are numbers only, with no words and no value imports: the assumed-rate
// settings, and the starting amounts the calculators' lowest amounts come from, so a figure quoted on a page and the calculator's limit cannot disagree.
const NUMBERS_ONLY = ['content/assumedRates.ts', 'content/startingAmounts.ts'];

it.each(islands)('%s imports no content module, only its types', (name) => {
  const file = join(here, name);
  const tool = /import\('([^']+)'\)/.exec(readFileSync(file, 'utf8'))?.[1];
  const toolFile = tool ? resolveImport(file, tool) : null;
  const modules = [...staticGraph(toolFile ?? ''), ...staticGraph(file)].map((path) => relative(root, path));
  expect(modules.filter((path) => path.startsWith('content/') && !NUMBERS_ONLY.includes(path))).toEqual([]);
});

it.each(NUMBERS_ONLY)('%s, which islands may reach, imports no value', (path) => {
  expect(readFileSync(join(root, path), 'utf8')).not.toMatch(/^import (?!type )/m);
});
