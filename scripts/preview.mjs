#!/usr/bin/env node
// `npm run preview`: the whole product as it runs live, on this machine and offline. Builds the site
// (skip with --no-build), applies the D1 migrations to the local database under .wrangler/, and
// serves out/ with the contact endpoint under `wrangler dev` on PORT (default 8787).
// Usage: npm run preview [-- --no-build]
import { spawnSync } from 'node:child_process';
import { migrateLocal, startWranglerDev } from './wrangler-dev.mjs';

const port = Number(process.env.PORT ?? 8787);
if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const started = Date.now();
migrateLocal();
const server = await startWranglerDev({ port, stdio: 'inherit' });
// Stopping this script (Ctrl-C, a test runner's SIGTERM) stops wrangler with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop().then(() => process.exit(0)));
console.log(`\nThe site and its contact endpoint: http://localhost:${port}/ (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
