#!/usr/bin/env node
// `npm run deploy`: publishes the site and its contact endpoint to Cloudflare (docs/hosting.md).
// 1. check:release (no SAMPLE value in content/, ARN, insurance registration and review current);
// 2. wrangler.jsonc has the firm's database and addresses (lib/build/deploy.ts);
// 3. the build; 4. the D1 migrations on the live database; 5. wrangler deploy.
// Usage: npm run deploy [-- --dry-run]   (--dry-run: steps 1-3, then `wrangler deploy --dry-run`)
// Needs CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID in the environment (or `wrangler login`).
import { spawnSync } from 'node:child_process';
import { unstable_readConfig } from 'wrangler';
import { deployProblems } from '../lib/build/deploy.ts';
import { DATABASE, WRANGLER } from './wrangler-dev.mjs';

const dryRun = process.argv.includes('--dry-run');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };

function step(title, command, args) {
  console.log(`\n> ${title}: ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) {
    console.error(`\nNot deployed: "${title}" failed (exit code ${status}).`);
    process.exit(status ?? 1);
  }
}

step('release check', 'npm', ['run', '--silent', 'check:release']);
const problems = deployProblems(unstable_readConfig({ config: 'wrangler.jsonc' }));
if (problems.length) {
  console.error(`\nNot deployed: wrangler.jsonc is not the firm's yet:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
step('build', 'npm', ['run', '--silent', 'build']);
if (dryRun) step('bundle (dry run)', WRANGLER, ['deploy', '--dry-run']);
else {
  step('database migrations', WRANGLER, ['d1', 'migrations', 'apply', DATABASE, '--remote']);
  step('publish', WRANGLER, ['deploy']);
  console.log('\nDeployed. Check it: npm run check:live -- https://<your domain>/');
}
