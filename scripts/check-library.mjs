#!/usr/bin/env node
// Build step (after the data check in `npm run build` and `npm run dev`): reads the investor-education
// library (content/library/, docs/library-content.md) and, when a rule is broken, prints one line for
// each, naming the file, the field, the value and the rule, and stops the build before Next starts.
// Usage: node --import tsx scripts/check-library.mjs
import { LOCALES } from '../lib/i18n/locale.ts';
import { libraryProblems } from '../lib/library/load.ts';
import { askedProblems } from '../lib/search/documents.ts';

const libraryLines = libraryProblems();
const problems = libraryLines.length ? libraryLines : LOCALES.flatMap(askedProblems);
if (problems.length) {
  console.error(`${problems.join('\n')}\n\nThe library's files need fixing (docs/library-content.md explains each field).`);
  process.exit(1);
}
console.log('Library: every topic, its twins in every language, the glossary, the synonyms and what readers ask pass their checks');
