#!/usr/bin/env node
// Post-build step (run by `npm run build`, before the CSP step hashes the inline scripts): removes
// from each exported page's inline flight data the stylesheet text the page already renders in its
// <style> (see lib/build/flight.ts for why that is safe). Usage: node --import tsx scripts/trim-flight.mjs [dir]
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { sitePagesUnder } from '../lib/build/files.ts';
import { trimInlinedStyleText } from '../lib/build/flight.ts';
import { inlinedStyleHrefs } from '../lib/build/html.ts';

// The export folder: an argument, else EXPORT_DIR (as next.config.mjs reads it), else out/.
const root = resolve(process.argv[2] ?? process.env.EXPORT_DIR ?? 'out');

let pages = 0;
let trimmed = 0;
let chars = 0;
for await (const file of sitePagesUnder(root)) {
  pages++;
  const html = await readFile(file, 'utf8');
  const result = trimInlinedStyleText(html, inlinedStyleHrefs(html));
  if (!result.removedRows) continue;
  await writeFile(file, result.html);
  trimmed++;
  chars += result.removedChars;
}
if (!pages) throw new Error(`No HTML in ${root}: run next build first`);
console.log(`Flight data: ${trimmed} of ${pages} pages trimmed, ${(chars / 1024).toFixed(0)} KB of repeated stylesheet text removed`);
