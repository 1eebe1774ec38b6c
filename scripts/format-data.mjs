#!/usr/bin/env node
// Rewrites content/*.yml into the exact form the editor (Decap CMS) writes on save
// (lib/build/decapYaml.ts), so an edit there changes only the lines it changes. Comments do not
// survive a save: what they said belongs in the field's hint (content/editor.ts). npm test checks
// the form (lib/build/decapYaml.test.ts). Usage: node --import tsx scripts/format-data.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import { decapYaml, fieldOrder } from '../lib/build/decapYaml.ts';
import { DATA_FILES } from '../lib/data/firmSchema.ts';

for (const file of Object.keys(DATA_FILES)) {
  const text = readFileSync(file, 'utf8');
  const formatted = decapYaml(parse(text), fieldOrder(file));
  if (formatted !== text) {
    writeFileSync(file, formatted);
    console.log(`${file}: rewritten in the editor's form`);
  }
}
