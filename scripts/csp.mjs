#!/usr/bin/env node
// Post-build step (run by `npm run build`): gives every exported page a Content-Security-Policy
// <meta> listing the sha256 of each of its inline scripts, so no page needs 'unsafe-inline' for
// scripts on a static host that cannot hand out nonces. Usage: node --import tsx scripts/csp.mjs [dir]
//
// Written here rather than with Google's `strict-csp` package, which was evaluated first: its
// policy is fixed ('strict-dynamic' with 'unsafe-inline' and https: fallbacks, only script-src,
// object-src and base-uri), it re-serialises every page through cheerio, and its other helper
// turns the <script src> tags into a loader script, which hides them from the preload scanner.
// What it does that we need, hashing a script's text and inserting a <meta>, is a few lines.
import { readFile, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { site } from '../content/site.ts';
import { thirdParties } from '../content/thirdParties.ts';
import { siteFilesUnder } from '../lib/build/files.ts';
import { pagePolicy, serializePolicy, sha256Source, thirdPartiesUsed } from '../lib/build/csp.ts';
import { cspMetaContent, headElementOrder, inlineScripts, withCspMeta } from '../lib/build/html.ts';

// The export folder: an argument, else EXPORT_DIR (as next.config.mjs reads it), else out/.
const root = resolve(process.argv[2] ?? process.env.EXPORT_DIR ?? 'out');

const all = [];
for await (const file of siteFilesUnder(root)) all.push(file);
const htmlFiles = all.filter((f) => f.endsWith('.html'));
if (!htmlFiles.length) throw new Error(`No HTML in ${root}: run next build first`);

// Which embeds the site uses, from everything the browser may fetch (pages, RSC payloads, chunks).
const texts = [];
for (const file of all.filter((f) => /\.(html|js|txt)$/.test(f))) texts.push(await readFile(file, 'utf8'));
const used = thirdPartiesUsed(thirdParties, texts);
const settings = {
  loginProvider: site.loginProvider,
  contactFormEndpoint: site.contactFormEndpoint,
  webVitalsEndpoint: site.webVitalsEndpoint,
  thirdParties: used,
};

let hashes = 0;
for (const file of htmlFiles) {
  const html = await readFile(file, 'utf8');
  const scriptHashes = [...new Set(inlineScripts(html).map(sha256Source))];
  const policy = serializePolicy(pagePolicy(scriptHashes, settings));
  const patched = withCspMeta(html, policy);

  // Check the result the way a browser will read it before writing it.
  const name = relative(root, file);
  if (cspMetaContent(patched) !== policy) throw new Error(`${name}: the CSP <meta> did not round-trip`);
  const order = headElementOrder(patched);
  const position = order.indexOf('meta[csp]');
  if (order.slice(0, position).some((tag) => tag !== 'meta[charset]')) throw new Error(`${name}: the CSP <meta> is not first in <head>`);
  const missing = inlineScripts(patched)
    .map(sha256Source)
    .filter((h) => !policy.includes(h));
  if (missing.length) throw new Error(`${name}: inline scripts without a hash in the policy: ${missing.join(' ')}`);

  await writeFile(file, patched);
  hashes += scriptHashes.length;
}

const names = used.map((p) => p.id).join(', ') || 'none';
console.log(`CSP: ${htmlFiles.length} pages, ${hashes} inline-script hashes; third parties in use: ${names}`);
