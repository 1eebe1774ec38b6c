import { importCycles, importGraph } from './importCycles';

const graphOf = (sources: Record<string, string>) => importGraph(new Map(Object.entries(sources)));

test('a language importing its twin, which imports a type back, is one cycle', () => {
  const graph = graphOf({
    'content/about.ts': "import { aboutText as hindi } from './hi/about';",
    'content/hi/about.ts': "import type { AboutText } from '../about';",
  });
  expect(importCycles(graph)).toEqual([['content/about.ts', 'content/hi/about.ts']]);
});

test('both languages reading a shared type, chosen by a registry, hold no cycle', () => {
  const graph = graphOf({
    'content/about.ts': 'export type AboutText = { lead: string };',
    'content/en/about.ts': "import type { AboutText } from '../about';",
    'content/hi/about.ts': "import type { AboutText } from '@/content/about';",
    'content/en/index.ts': "import { aboutText } from './about';",
    'content/hi/index.ts': "import { aboutText } from './about';",
    'lib/i18n/words.ts': "import { words as en } from '@/content/en';\nimport { words as hi } from '@/content/hi';",
  });
  expect(graph.get('lib/i18n/words.ts')).toEqual(['content/en/index.ts', 'content/hi/index.ts']);
  expect(importCycles(graph)).toEqual([]);
});

test('a longer loop and a module importing itself are each named once', () => {
  const graph = graphOf({
    'a.ts': "export { b } from './b';",
    'b.ts': "import { c } from './c';",
    'c.ts': "const a = import('./a');",
    'd.ts': "import { d } from './d';",
    'e.ts': "import { x } from 'some-package';",
  });
  expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']]);
});
