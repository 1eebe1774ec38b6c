#!/usr/bin/env node
// Fails when any exported page says what a mutual fund distributor may not say. For every page of
// the route table (lib/pages.ts) in both editions and each edition's 404 page, it reads the title, description and visible text
// of out/<route>/index.html and applies the rules in content/complianceRules.ts (the names rules to the
// title, headings and service names alone), printing page, phrase, sentence and the reason; and it
// fails a page quoting a rupee illustration at an assumed rate without AMFI's sentence (lib/build/illustrations.ts). Usage: node --import tsx scripts/check-compliance.mjs [dir]
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { exportedPages } from '../lib/build/editions.ts';
import { namingText, readableText } from '../lib/build/html.ts';
import { findViolations, rulesInScope } from '../lib/complianceText.ts';
import { complianceRules } from '../content/complianceRules.ts';
import { assumedReturnRule, assumedReturnViolations, toolAssumedReturnFields } from '../lib/assumedReturns.ts';
import { AMFI_RETURN_RANGE } from '../content/assumedReturns.ts';
import { illustrationProblem } from '../lib/build/illustrations.ts';
import { wordsFor } from '../lib/i18n/words.ts';

// AMFI's range for illustrated returns: every /tools/ calculator's assumed-return field stays inside it.
const rateProblems = assumedReturnViolations(toolAssumedReturnFields, AMFI_RETURN_RANGE);
if (rateProblems.length) {
  console.error(`${rateProblems.map((p) => `  ${p}`).join('\n')}\n${assumedReturnRule(AMFI_RETURN_RANGE)}`);
  process.exit(1);
}

const root = resolve(process.argv[2] ?? 'out');

const files = exportedPages(root);

let count = 0;
for (const { path, file, locale } of files) {
  const html = await readFile(file, 'utf8');
  // AMFI's sentence beside every rupee illustration at an assumed rate (a topic's worked example, any page).
  const illustration = illustrationProblem(
    path,
    readableText(html),
    locale,
    wordsFor(locale).assumedReturns.illustrationDisclaimer.amfiSentence,
  );
  if (illustration) {
    count += 1;
    console.error(`${illustration}\n`);
  }
  const violations = [
    ...findViolations(readableText(html), rulesInScope(complianceRules, 'text', locale)),
    ...findViolations(namingText(html), rulesInScope(complianceRules, 'names', locale)),
  ];
  // A reference the build did not resolve would show a reader "{{fact:...}}" instead of the rule.
  const unresolved = /\{\{\s*fact:[^}]*\}\}/.exec(html);
  if (unresolved) {
    count += 1;
    console.error(`${path}: ${unresolved[0]} was not replaced by its value (docs/dev/facts.md)\n`);
  }
  for (const v of violations) {
    count += 1;
    console.error(`${path}: "${v.phrase}" (${v.ruleId})\n  in: ${v.sentence}\n  why: ${v.why}\n`);
  }
}
if (count) {
  console.error(
    `${count} compliance problem${count === 1 ? '' : 's'} in ${root}. The rules and their sources are in content/complianceRules.ts.`,
  );
  process.exit(1);
}
console.log(`All ${files.length} pages pass the ${complianceRules.length} compliance rules (content/complianceRules.ts).`);
