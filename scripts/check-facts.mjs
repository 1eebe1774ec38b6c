#!/usr/bin/env node
// Build step (before the library's check in `npm run build` and `npm run dev`): reads the register of
// facts that change (content/facts/*.yml, docs/dev/facts.md) and every {{fact:...}} reference in the
// words and the library, and, when a rule is broken or a reference names no fact, prints one line for
// each, naming the file (and line), and stops the build before Next starts.
// Usage: node --import tsx scripts/check-facts.mjs
import { factProblems } from '../lib/facts/load.ts';

const problems = factProblems();
if (problems.length) {
  console.error(`${problems.join('\n')}\n\nThe register of facts or a reference to it needs fixing (docs/dev/facts.md).`);
  process.exit(1);
}
console.log('Facts: the register passes its checks and every reference names a fact');
