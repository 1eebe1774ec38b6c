#!/usr/bin/env node
// Writes the contact requests stored in D1 as CSV (lib/build/csv.ts), oldest first: the firm copies
// the ones it works on into its own records before the retention job deletes them.
// Usage: npm run leads:export -- [--local] [--persist-to <dir>] [--out <file.csv>]
//   --local reads the database `npm run preview` uses (.wrangler/), else the live one (needs
//   CLOUDFLARE_API_TOKEN, docs/hosting.md). Without --out the CSV goes to standard output.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { toCsv } from '../lib/build/csv.ts';
import { DATABASE, WRANGLER } from './wrangler-dev.mjs';

const COLUMNS = ['reference', 'created_at', 'name', 'phone', 'email', 'service', 'language', 'message', 'notified_at'];
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const persistTo = option('--persist-to');
const where = args.includes('--local') || persistTo ? ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])] : ['--remote'];
const command = `SELECT ${COLUMNS.join(', ')} FROM leads ORDER BY id`;
const run = spawnSync(WRANGLER, ['d1', 'execute', DATABASE, ...where, '--json', '--command', command], {
  encoding: 'utf8',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  maxBuffer: 256 * 1024 * 1024,
});
if (run.status !== 0) {
  console.error(`wrangler d1 execute failed:\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}
const [{ results }] = JSON.parse(run.stdout);
const csv = toCsv(COLUMNS, results, ['phone']);
const out = option('--out');
if (out) {
  writeFileSync(out, csv);
  console.error(`${results.length} requests written to ${out}`);
} else process.stdout.write(csv);
