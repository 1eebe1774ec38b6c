import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { trackerTagsIn } from './trackerTags';

// Every folder of code and the developers' documents. The library's Markdown is what visitors read, and
// the build's outputs are not ours.
const ROOTS = ['app', 'components', 'content', 'hooks', 'lib', 'scripts', 'worker', 'e2e', 'test', 'docs'];
const ROOT_FILES = ['README.md', 'eslint.config.mjs', 'jest.config.mjs', 'jest.setup.ts', 'next.config.mjs', 'playwright.config.ts', 'vitest.config.mts', '.dependency-cruiser.cjs'];
const SKIPPED = /^content\/library\//;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.test(`${path}/`) ? [] : files(path);
    return /\.(?:tsx?|mts|[cm]?js|css|md)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

it('finds no comment that cites a tracker instead of giving the reason', () => {
  const found = [...ROOTS.flatMap(files), ...ROOT_FILES].flatMap((file) =>
    trackerTagsIn(readFileSync(file, 'utf8'), file).map(({ line, text }) => `${file}:${line}: ${text}`),
  );
  expect(found).toEqual([]);
});

it('catches a citation in a line comment, a block comment, a JSX comment, CSS and Markdown', () => {
  const cited = (text: string, file: string) => trackerTagsIn(text, file).map(({ line }) => line);
  expect(cited('const a = 1;\n// Issue 26: the map loaded on scroll.\nconst b = 2;', 'a.ts')).toEqual([2]);
  expect(cited('/**\n * The NRI front door\n * (issue #34).\n */\nexport const c = 1;', 'b.ts')).toEqual([3]);
  expect(cited('const d = (\n  <p>\n    {/* marked as one (S3 of the review) */}\n  </p>\n);', 'c.tsx')).toEqual([3]);
  expect(cited('.a {\n  /* phone targets (F3) */\n  color: #000;\n}', 'd.css')).toEqual([2]);
  expect(cited('# Title\n\nThe library (issue 35) is content.', 'e.md')).toEqual([3]);
});

it('leaves code, and comments that only look alike, alone', () => {
  const code = [
    "const a = 'issue 26'; // S&P 500, F&O, ISO 4217",
    'const b = `see review S3 ${a}`;',
    'const c = /issue 26|\\/\\/ F3/;',
    "const d = { B2B: true, P2P: 'S3 bucket-free' };",
    '// UTF-8, H1 headings, A4 paper, 375 px, ES2022',
  ].join('\n');
  expect(trackerTagsIn(code, 'f.ts')).toEqual([]);
  expect(trackerTagsIn('.a {\n  content: "issue 26";\n  color: #000;\n}', 'g.css')).toEqual([]);
});
