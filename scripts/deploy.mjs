#!/usr/bin/env node
// `npm run deploy`: publishes the site and its contact endpoint to Cloudflare (docs/hosting.md).
// 1. in seconds, before anything is built: credentials (CLOUDFLARE_API_TOKEN or `wrangler login`),
//    wrangler.jsonc's database and addresses, and in endpoint mode the MAIL_API_KEY secret
//    (lib/build/deploy.ts), each missing one named;
// 2. check:release (no SAMPLE value in content/, ARN, insurance registration and review current);
// 3. the build, with the contact form in endpoint mode unless content/settings.yml names a form service:
//    on Cloudflare the form posts to the site's own /api/contact, so a request reaches the database;
// 4. the D1 migrations on the live database; 5. wrangler deploy.
// Usage: npm run deploy [-- --dry-run]   (--dry-run: steps 1-3 without credentials, then `wrangler deploy --dry-run`)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { CONTACT_API_PATH } from '../content/contactEndpoint.ts';
import { site } from '../content/site.ts';
import { credentialProblems, deployedFormEndpoint, deployProblems } from '../lib/build/deploy.ts';
import { DATABASE, WRANGLER } from './wrangler-dev.mjs';

const dryRun = process.argv.includes('--dry-run');
const endpoint = deployedFormEndpoint(site.contactFormEndpoint);
const endpointMode = endpoint === CONTACT_API_PATH;
// EDITOR_LOCAL_BACKEND=off: the live editor's config and policy leave out the local proxy (127.0.0.1).
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CONTACT_FORM_ENDPOINT: endpoint, EDITOR_LOCAL_BACKEND: 'off' };

function step(title, command, args) {
  console.log(`\n> ${title}: ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) {
    console.error(`\nNot deployed: "${title}" failed (exit code ${status}).`);
    process.exit(status ?? 1);
  }
}

function refuse(title, problems) {
  console.error(`\nNot deployed: ${title}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  // process.uptime(): from the process's start, the loading of the site's data and wrangler included.
  console.error(`(checked in ${process.uptime().toFixed(1)} s, before building)`);
  process.exit(1);
}

const configProblems = deployProblems(unstable_readConfig({ config: 'wrangler.jsonc' }));
if (!dryRun) {
  const config = process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config');
  const loggedIn = [join(config, '.wrangler/config/default.toml'), join(homedir(), '.wrangler/config/default.toml')].some(existsSync);
  // Without credentials the Worker's secrets cannot be listed: MAIL_API_KEY is named as unconfirmed
  // beside the missing credential, so the first refusal already lists everything to set.
  let problems = credentialProblems({ env: process.env, loggedIn, endpointMode, secrets: null });
  const credentialed = !problems.some((p) => p.startsWith('CLOUDFLARE_API_TOKEN'));
  if (credentialed && endpointMode) {
    const listed = spawnSync(WRANGLER, ['secret', 'list', '--format', 'json'], { env, encoding: 'utf8', timeout: 60_000 });
    let secrets = null;
    try {
      if (listed.status === 0) secrets = JSON.parse(listed.stdout).map((s) => s.name);
    } catch {
      // reported as "could not be listed"
    }
    problems = credentialProblems({ env: process.env, loggedIn, endpointMode, secrets });
  }
  if (problems.length || configProblems.length) refuse('credentials or settings are missing', [...problems, ...configProblems]);
} else if (configProblems.length) refuse("wrangler.jsonc is not the firm's yet", configProblems);

console.log(
  endpointMode
    ? `The contact form posts to ${CONTACT_API_PATH}: each request is stored in the firm's D1 database and e-mailed to ${unstable_readConfig({ config: 'wrangler.jsonc' }).vars.NOTIFY_TO}.`
    : `The contact form posts to ${endpoint} (content/settings.yml, contactFormEndpoint).`,
);
step('release check', 'npm', ['run', '--silent', 'check:release']);
step('build', 'npm', ['run', '--silent', 'build']);
if (dryRun) step('bundle (dry run)', WRANGLER, ['deploy', '--dry-run']);
else {
  step('database migrations', WRANGLER, ['d1', 'migrations', 'apply', DATABASE, '--remote']);
  step('publish', WRANGLER, ['deploy']);
  console.log('\nDeployed. Check it: npm run check:live -- https://<your domain>/');
}
