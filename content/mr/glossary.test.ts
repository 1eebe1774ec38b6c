import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { termProblems } from '@/lib/i18n/termRules';
import { glossary, hindiForms, regulatoryTerms } from './glossary';

// Every Marathi content module, as written: the glossary's words are the site's, everywhere. The
// glossary and the compliance rules name the barred forms on purpose, so they are left out.
const folder = join(process.cwd(), 'content', 'mr');
const modules = readdirSync(folder)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !['glossary.ts', 'complianceRules.ts'].includes(name))
  .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8').normalize('NFC') }));

// Only the words a visitor reads: the strings in quotes, not the code's comments.
const quoted = (text: string) => (text.match(/'(?:[^'\\\n]|\\.)*'|`[^`]*`/gu) ?? []).join('\n');

describe.each(glossary.map((entry) => [entry.english, entry] as const))('"%s"', (_english, entry) => {
  it('takes the glossary’s one form in every Marathi module', () => {
    // lib/i18n/termRules matches a term's forms in any Devanagari text; its rule names the form `hindi`.
    const rule = { hindi: entry.marathi, firstUse: entry.firstUse, avoid: entry.avoid };
    for (const { name, text } of modules)
      expect({ module: name, problems: termProblems(quoted(text), [rule]) }).toEqual({ module: name, problems: [] });
  });

  it('cites a source', () => {
    expect(entry.sources.length).toBeGreaterThan(0);
  });
});

it('writes no danda and no Hindi form that creeps into Marathi', () => {
  // Whole words only: "आप" is Hindi, but Marathi's own "आपण" and "आपली" begin with it.
  const hindi = hindiForms.map(({ hindi }) => new RegExp(`(?<![\\p{L}\\p{M}])${hindi}(?![\\p{L}\\p{M}])`, 'u'));
  for (const { name, text } of modules) {
    // AMFI's campaign keeps its Hindi name ("म्युच्युअल फंड सही है") on Marathi pages too.
    const words = quoted(text).replaceAll(regulatoryTerms.amfiCampaign, '');
    expect({ module: name, danda: words.includes('।') }).toEqual({ module: name, danda: false });
    const found = hindi.filter((form) => form.test(words)).map((form) => form.source);
    expect({ module: name, found }).toEqual({ module: name, found: [] });
  }
});
