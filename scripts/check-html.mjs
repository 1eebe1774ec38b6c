#!/usr/bin/env node
// Validates every exported page (out/**/*.html) with html-validate, a maintained validator from npm
// that needs no Java (the W3C checker's vnu-jar does): zero errors, or the build check fails with the
// page, the line and the rule. Usage: node --import tsx scripts/check-html.mjs [dir]
import { relative, resolve } from 'node:path';
import { HtmlValidate, StaticConfigLoader, formatterFactory } from 'html-validate';
import { sitePagesUnder } from '../lib/build/files.ts';

const root = resolve(process.argv[2] ?? 'out');
// html-validate's recommended rules: the HTML standard, its accessibility techniques and good
// practice. Switched off, each for its reason:
const config = {
  extends: ['html-validate:recommended'],
  rules: {
    // Style, not validity: how React writes valid HTML (<meta/>, charSet, async="", style="").
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'no-inline-style': 'off',
    // HTML allows any id without spaces; React's useId ids start with "_".
    'valid-id': ['error', { relaxed: true }],
    // WCAG technique H32 (a submit button) is for forms whose submission changes the page. The
    // calculators that work out figures as the visitor types have nothing to submit: without
    // JavaScript a static page cannot compute, and a button would only reload the defaults. The
    // forms that do submit (the SIP calculator, contact, login, questionnaires) have one.
    'wcag/h32': 'off',
  },
};
const validator = new HtmlValidate(new StaticConfigLoader(config));
const files = [];
for await (const file of sitePagesUnder(root)) files.push(file);
let errors = 0;
const reports = [];
for (const file of files) {
  const report = await validator.validateFile(file);
  if (!report.valid) {
    errors += report.errorCount;
    reports.push(report);
  }
}
if (errors > 0) {
  const text = formatterFactory('text');
  for (const report of reports) console.error(text(report.results));
  console.error(`HTML: ${errors} error(s) in ${reports.length} of ${files.length} pages`);
  process.exit(1);
}
console.log(`HTML: ${files.length} pages valid (${relative(process.cwd(), root) || '.'})`);
