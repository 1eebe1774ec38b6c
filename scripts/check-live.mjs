#!/usr/bin/env node
// Checks a deployed copy of the site (lib/build/liveChecks.ts): run after every deploy and daily by
// .github/workflows/site.yml. Exits 1 when any check fails, listing each.
// Usage: npm run check:live -- <url> [--no-endpoint]   (--no-endpoint: a host without the Worker, e.g. Netlify)
import { readFileSync } from 'node:fs';
import { parseHeadersFile } from '../lib/build/headers.ts';
import { liveChecks } from '../lib/build/liveChecks.ts';

const base = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!base || !/^https?:\/\//.test(base)) {
  console.error('Usage: npm run check:live -- <url> [--no-endpoint]');
  process.exit(2);
}
const headerRules = parseHeadersFile(readFileSync('public/_headers', 'utf8'));
const checks = await liveChecks(base, fetch, { endpoint: !process.argv.includes('--no-endpoint'), headerRules });
for (const { name, ok, detail } of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${detail})`);
const failed = checks.filter((c) => !c.ok).length;
console.log(failed ? `\n${failed} of ${checks.length} checks failed on ${base}` : `\nAll ${checks.length} checks passed on ${base}`);
process.exit(failed ? 1 : 0);
