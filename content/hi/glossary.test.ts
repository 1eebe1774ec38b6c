import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { glossary } from './glossary';

// Every Hindi content module, as written: the glossary's spellings are the site's, everywhere.
const folder = join(process.cwd(), 'content', 'hi');
const modules = readdirSync(folder)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'glossary.ts')
  .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8').normalize('NFC') }));

it('finds the Hindi content modules', () => {
  expect(modules.length).toBeGreaterThan(3);
});

it.each(glossary.filter((entry) => entry.avoid?.length).map((entry) => [entry.english, entry] as const))(
  'writes "%s" the glossary’s way in every Hindi module',
  (_english, entry) => {
    for (const { name, text } of modules)
      for (const spelling of entry.avoid ?? [])
        expect({ module: name, spelling, found: text.includes(spelling) }).toEqual({ module: name, spelling, found: false });
  },
);

it('cites a source for every term', () => {
  for (const entry of glossary) expect(entry.sources.length).toBeGreaterThan(0);
});
