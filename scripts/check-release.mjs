#!/usr/bin/env node
// Run before deploying (README, "Deploy"); not part of `npm test`, because the repository ships
// samples. Fails while any SAMPLE placeholder is left in content/ (listing each with file, field and
// line), while any text's official wording is unconfirmed (content/unconfirmedWording.ts), while the ARN or the insurance registration has expired, or while the regulatory review is
// more than a year old. Usage: node --import tsx scripts/check-release.mjs
import { readdir, readFile } from 'node:fs/promises';
import { findSamples, formatSamples, dateProblems, unconfirmedWording } from '../lib/build/release.ts';
import { wordingToConfirm } from '../content/unconfirmedWording.ts';
import { site } from '../content/site.ts';
import { regulatoryReview } from '../content/regulatoryReview.ts';
import { testimonialsWarning } from '../lib/compliance.ts';
import { specSipRateWarning } from '../lib/assumedReturns.ts';
import { AMFI_RETURN_RANGE, specSipRate } from '../content/assumedReturns.ts';

const files = (await readdir('content')).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).sort();
const samples = [];
for (const name of files) samples.push(...findSamples(`content/${name}`, await readFile(`content/${name}`, 'utf8')));
const dates = dateProblems({ arn: site.arn, insurance: site.insurance, review: regulatoryReview }, new Date());

const testimonials = testimonialsWarning(site.showTestimonials);
if (testimonials) console.warn(`${testimonials}\n`);
const specSipRange = specSipRateWarning(specSipRate, AMFI_RETURN_RANGE);
if (specSipRange) console.warn(`${specSipRange}\n`);

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
if (samples.length || dates.length || wording.length) {
  console.error('Not ready to release: replace every SAMPLE value with the firm\'s own (README, "Put in the firm\'s details").');
  process.exit(1);
}
console.log(
  `Ready to release: no SAMPLE values in ${files.length} content files; ARN, insurance registration and regulatory review are current.`,
);
