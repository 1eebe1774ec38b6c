#!/usr/bin/env node
// Build step (first in `npm run build` and `npm run dev`): reads the firm's data files (content/*.yml)
// against their schema (lib/data/firmSchema.ts) and, when a value is wrong, prints one line for each,
// naming the file, the field, the value and the rule, and stops the build before Next starts. Then
// the compliance rules (content/complianceRules.ts) over their texts: no promised return, no advice.
// Then it holds every language's words (content/<locale>/, through the registry) to the English shape,
// naming each text a language lacks or adds by its path (lib/i18n/localeShape.ts).
// Usage: node --import tsx scripts/check-data.mjs
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataFileProblems, parseDataFile } from '../lib/data/dataFile.ts';
import { DATA_FILES, missingPictures } from '../lib/data/firmSchema.ts';
import { dataFileComplianceProblems } from '../lib/compliance/dataCompliance.ts';
import { complianceRules } from '../content/complianceRules.ts';

// DATA_ROOT: read the data files of another copy, as content/data.ts does.
const read = (file) => readFileSync(join(process.env.DATA_ROOT ?? '.', file), 'utf8');
const problems = dataFileProblems(DATA_FILES, read);
// Once every file reads, the pictures they name must be in public/.
if (!problems.length) {
  const load = (file) => parseDataFile(file, read(file), DATA_FILES[file]);
  const data = { fundHouses: load('content/fund-houses.yml'), testimonials: load('content/testimonials.yml') };
  problems.push(...missingPictures(data, (path) => existsSync(`public${path}`)));
  // What no page may say, no data file may say either (an edit in the editor at /admin/ included).
  for (const file of Object.keys(DATA_FILES)) problems.push(...dataFileComplianceProblems(file, read(file), complianceRules));
}
if (problems.length) {
  console.error(`${problems.join('\n')}\n\nThe firm's data files need fixing (docs/firm/setting-up.md explains each field).`);
  process.exit(1);
}
console.log(`Data: ${Object.keys(DATA_FILES).length} files in content/ match their schema`);

// Imported only now: the words read the data files, which are known to be sound at this point.
const { LOCALES } = await import('../lib/i18n/locale.ts');
const { wordsFor } = await import('../lib/i18n/words.ts');
const { describeShapeProblem, shapeProblems } = await import('../lib/i18n/localeShape.ts');
const wordProblems = LOCALES.flatMap((locale) =>
  shapeProblems(wordsFor('en'), wordsFor(locale)).map((problem) => `content/${locale}/: ${describeShapeProblem(problem)}`),
);
if (wordProblems.length) {
  console.error(`${wordProblems.join('\n')}\n\nEvery language gives every text the English has (docs/dev/content-and-languages.md).`);
  process.exit(1);
}
console.log(`Words: ${LOCALES.join(', ')} each give every English text`);
