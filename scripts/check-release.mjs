#!/usr/bin/env node
// Run before deploying (docs/firm/launching.md); not part of `npm test`, because the repository ships
// samples. Fails while any SAMPLE placeholder is left in content/ (a data file's `sample` list, a
// module's `// SAMPLE` marker, or a placeholder value; listing each with file, field and line), while any text's official wording is unconfirmed (content/unconfirmedWording.ts), while the ARN
// or the insurance registration has expired or lapses within 90 days (RELEASE_REFUSAL_DAYS), while the
// regulatory review is more than a year old, while an approval a launch needs is unrecorded
// (content/launchApprovals.ts: the insurers', the compliance officer's for the site, and the compliance
// officer's by name for testimonials and for the SIP calculator's range while the spec keeps them),
// while any fact of the register (content/facts/*.yml) is past its reviewBy, or while the legal
// entity's CIN or LLPIN is malformed.
// Usage: node --import tsx scripts/check-release.mjs
import { readdir, readFile } from 'node:fs/promises';
import {
  findDataSamples,
  findSamples,
  formatSamples,
  dateProblems,
  overdueFacts,
  registrationWarnings,
  unconfirmedWording,
} from '../lib/build/release.ts';
import { loadRegister } from '../lib/facts/load.ts';
import { approvalProblems } from '../lib/compliance/approvals.ts';
import { annualReturnProblems, legalEntityProblems } from '../lib/data/legalEntity.ts';
import { launchApprovals } from '../content/launchApprovals.ts';
import { launchApprovalsNeeded } from '../lib/build/launchApprovals.ts';
import { wordingToConfirm } from '../content/unconfirmedWording.ts';
import { site } from '../content/site.ts';
import { regulatoryReview } from '../content/regulatoryReview.ts';

// The data files (content/*.yml) list their sample fields; the TypeScript modules mark theirs with comments,
// in content/ and in each language's folder (content/en/, content/hi/: a sample address in a form's words).
// The library's Markdown (content/library/) holds no sample values.
const files = (await readdir('content', { recursive: true }))
  .filter((name) => /\.(ts|yml)$/.test(name) && !name.endsWith('.test.ts') && !name.startsWith('library'))
  .sort();
const samples = [];
for (const name of files) {
  const text = await readFile(`content/${name}`, 'utf8');
  samples.push(...(name.endsWith('.yml') ? findDataSamples : findSamples)(`content/${name}`, text));
}
const today = new Date();
const dates = dateProblems({ arn: site.arn, insurance: site.insurance, review: regulatoryReview }, today);
const approvals = approvalProblems(launchApprovalsNeeded, launchApprovals, today);
const entity = [
  ...legalEntityProblems(site.legalEntity).map((p) => `content/firm.yml legalEntity: ${p}`),
  ...annualReturnProblems(site.legalEntity.kind, site.annualReturnUrl).map((p) => `content/firm.yml ${p}`),
];

// The register of facts (content/facts/*.yml, read and checked by its own loader): every fact's reviewBy.
const facts = [...loadRegister().facts.values()];
const overdue = overdueFacts(facts, today);

for (const warning of registrationWarnings({ arn: site.arn, insurance: site.insurance }, today)) console.warn(`${warning}\n`);

if (samples.length)
  console.error(
    `${samples.length} SAMPLE value${samples.length === 1 ? '' : 's'} still in content/:\n${formatSamples(samples)
      .map((l) => `  ${l}`)
      .join('\n')}\n`,
  );
const wording = unconfirmedWording(wordingToConfirm);
if (wording.length)
  console.error(`Wording the firm has still to confirm (content/unconfirmedWording.ts):\n${wording.map((l) => `  ${l}`).join('\n')}\n`);
if (dates.length) console.error(`Dates that forbid publishing:\n${dates.map((l) => `  ${l}`).join('\n')}\n`);
if (approvals.length)
  console.error(`Approvals a launch needs, not yet recorded (content/launchApprovals.ts):\n${approvals.map((l) => `  ${l}`).join('\n')}\n`);
if (entity.length) console.error(`The legal entity:\n${entity.map((l) => `  ${l}`).join('\n')}\n`);
if (overdue.length)
  console.error(`Facts past their review date (content/facts/, docs/dev/facts.md):\n${overdue.map((l) => `  ${l}`).join('\n')}\n`);
if (samples.length || dates.length || wording.length || approvals.length || entity.length || overdue.length) {
  console.error("Not ready to release: replace every SAMPLE value with the firm's own (docs/firm/setting-up.md).");
  process.exit(1);
}
console.log(
  `Ready to release: no SAMPLE values in ${files.length} content files; ARN, insurance registration, regulatory review and ${facts.length} facts are current; every approval is recorded.`,
);
