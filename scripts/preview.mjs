#!/usr/bin/env node
// `npm run preview`: the whole product as it runs live, on this machine and offline. Builds the site
// (skip with --no-build), applies the D1 migrations to the local database under .wrangler/, and
// serves out/ with the contact endpoint under `wrangler dev` on PORT (default 8787).
// Usage: npm run preview [-- --no-build] [--assets <dir>] [--persist-to <dir>] [--var NAME:VALUE ...]
//   --assets serves another export (the e2e suite's out-endpoint/), --persist-to keeps the local
//   database elsewhere, --var sets a Worker variable (the e2e suite raises the rate limit).
import { spawnSync } from 'node:child_process';
import { migrateLocal, startWranglerDev } from './wrangler-dev.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const vars = Object.fromEntries(
  args.flatMap((arg, i) => (arg === '--var' && args[i + 1] ? [args[i + 1].split(/:(.*)/s).slice(0, 2)] : [])),
);
const port = Number(process.env.PORT ?? 8787);
const persistTo = option('--persist-to');

if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const started = Date.now();
migrateLocal(persistTo);
// Stopping this script (Ctrl-C, a test runner's SIGTERM) stops wrangler with it.
await startWranglerDev({ port, assets: option('--assets'), persistTo, vars, stdio: 'inherit', stopOnSignals: true });
console.log(`\nThe site and its contact endpoint: http://localhost:${port}/ (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
