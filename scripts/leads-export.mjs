#!/usr/bin/env node
// Writes the contact requests stored in D1 as CSV (lib/build/leadsCsv.ts: a byte-order mark for
// Excel, every cell guarded against formulas, the phone also in E.164 form, the time in India),
// oldest first: the firm copies the ones it works on into its own records before the retention job
// deletes them.
// Usage: npm run leads:export -- [--local] [--persist-to <dir>] [--out <file.csv>]
//   --local reads the database `npm run preview` uses (.wrangler/), else the live one (needs
//   CLOUDFLARE_API_TOKEN, docs/hosting.md). Without --out the file is leads-<today>.csv here.
//   `--out -` writes to standard output (for a pipe; never to a terminal): use `npm run --silent`,
//   or npm's own banner lines end up at the top of the data.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { LEAD_COLUMNS, leadsCsv } from '../lib/build/leadsCsv.ts';
import { DATABASE, WRANGLER } from './wrangler-dev.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const out = option('--out') ?? `leads-${new Date().toISOString().slice(0, 10)}.csv`;
if (out === '-' && process.stdout.isTTY) {
  console.error(
    'Not writing CSV to the terminal: name a file with --out leads.csv (or pipe it: npm run --silent leads:export -- --out - | ...).',
  );
  process.exit(2);
}
const persistTo = option('--persist-to');
const local = args.includes('--local') || Boolean(persistTo);
const where = local ? ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])] : ['--remote'];
const command = `SELECT ${LEAD_COLUMNS.join(', ')} FROM leads ORDER BY id`;
const run = spawnSync(WRANGLER, ['d1', 'execute', DATABASE, ...where, '--json', '--command', command], {
  encoding: 'utf8',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  maxBuffer: 256 * 1024 * 1024,
});
if (run.status !== 0) {
  console.error(`wrangler d1 execute failed:\n${run.stdout}\n${run.stderr}`);
  if (!local && !process.env.CLOUDFLARE_API_TOKEN) {
    console.error('The live database needs CLOUDFLARE_API_TOKEN (or `wrangler login`); the local one is read with --local.');
  }
  process.exit(1);
}
const [{ results }] = JSON.parse(run.stdout);
const csv = leadsCsv(results);
if (out === '-') process.stdout.write(csv);
else {
  writeFileSync(out, csv);
  console.error(`${results.length} requests written to ${out}`);
}
