import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// A language is its entry in the locale table (lib/i18n/locale.ts) and its content folders. Code that
// names one language itself ("if the locale is 'hi'", a "/hi/" address) is a branch the next language
// silently misses, so none may appear outside the table and the tests.

const ROOTS = ['lib', 'scripts', 'components', 'hooks', 'app'];
const TABLE = 'lib/i18n/locale.ts';
/** Where a language's code is data, not a branch, and why. */
const ALLOWED: Record<string, string> = {
  // Its query sets are sections of content/search-eval/queries.txt; Hinglish is Hindi typed in Latin letters.
  'scripts/search-eval.mjs': 'the Hinglish query set is searched on the Hindi edition',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(?:ts|tsx|mjs|cjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments (their examples name languages on purpose), keeping line numbers. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const LANGUAGE_LITERAL = /(['"`])hi\1|['"`]\/hi(?:\/|['"`])/g;

function languageBranches(files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) =>
    withoutComments(read(file))
      .split('\n')
      .flatMap((line, i) => [...line.matchAll(LANGUAGE_LITERAL)].map((m) => `${file}:${i + 1}: ${m[0]} in ${line.trim()}`)),
  );
}

const files = ROOTS.flatMap((root) => sourceFiles(root)).filter((file) => file !== TABLE && !(file in ALLOWED));

it("finds no language's code or address outside the locale table and the tests", () => {
  expect(languageBranches(files, (file) => readFileSync(file, 'utf8'))).toEqual([]);
});

it('catches a branch on a language, a path literal under its prefix, and not a comment or an import', () => {
  const code: Record<string, string> = {
    'branch.ts': "if (locale === 'hi') x();",
    'path.ts': 'const home = "/hi/";',
    'template.ts': 'const page = `/hi/${slug}/`;',
    'fine.ts': "// as '/hi/' shows\nimport { loadError } from '@/content/hi/loadError';\nconst url = 'https://example.com/hi/';",
  };
  expect(languageBranches(Object.keys(code), (file) => code[file] ?? '').map((line) => line.split(':')[0])).toEqual([
    'branch.ts',
    'path.ts',
    'template.ts',
  ]);
});

it('keeps the locale table out of islands: it holds every language’s script, which English pages must not load', () => {
  const islands = ROOTS.flatMap((root) => sourceFiles(root)).filter((file) => /^['"]use client['"]/.test(readFileSync(file, 'utf8')));
  const valueImports = islands.filter((file) =>
    /^import (?!type )[^;]*from '@\/lib\/i18n\/(?:locale|words)'/m.test(readFileSync(file, 'utf8')),
  );
  expect(valueImports).toEqual([]);
});
