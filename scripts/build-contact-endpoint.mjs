#!/usr/bin/env node
// Exports the site a second time with the contact form in endpoint mode (CONTACT_FORM_ENDPOINT set to
// the site's own /api/contact) into out-endpoint/, which the endpoint specs run against under
// `wrangler dev` with the Worker and a local D1: its form, its Content-Security-Policy and its privacy
// notice all follow from the one value, as on a configured site. `npm test` runs it beside the unit tests; `npm run test:e2e` runs it
// with --if-stale, which skips the build while out-endpoint/ is newer than out/.
// Usage: node --import tsx scripts/build-contact-endpoint.mjs [--if-stale]
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { E2E_CONTACT_ENDPOINT, ENDPOINT_EXPORT_DIR } from '../e2e/contactEndpoint.ts';

const page = (dir) => resolve(dir, 'contact/index.html');
const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

if (process.argv.includes('--if-stale') && process.env.BASE_URL) {
  // The suite is testing a deployed copy, which has one mode: the endpoint projects are left out.
  process.exit(0);
}
if (!existsSync(page('out'))) {
  // The main build also draws the image variants and the link-preview image this build reuses.
  console.error(`No out/contact/index.html: run \`npm run build\` before the endpoint build.`);
  process.exit(1);
}
if (process.argv.includes('--if-stale') && mtime(page(ENDPOINT_EXPORT_DIR)) >= mtime(page('out'))) {
  console.log(`${ENDPOINT_EXPORT_DIR}/ is newer than out/: the endpoint build is up to date.`);
  process.exit(0);
}

const started = Date.now();
// Type checking is left to the main build and `npm run typecheck`: this tree is the same.
const env = {
  ...process.env,
  CONTACT_FORM_ENDPOINT: E2E_CONTACT_ENDPOINT,
  EXPORT_DIR: ENDPOINT_EXPORT_DIR,
  SKIP_BUILD_TYPECHECK: '1',
  NEXT_TELEMETRY_DISABLED: '1',
};
for (const [command, args] of [
  [resolve('node_modules/.bin/next'), ['build']],
  // The post-build steps `npm run build` runs, on EXPORT_DIR.
  ['npm', ['run', '--silent', 'finish-export']],
]) {
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
}
console.log(`Endpoint build (${E2E_CONTACT_ENDPOINT}) in ${ENDPOINT_EXPORT_DIR}/: ${((Date.now() - started) / 1000).toFixed(1)} s`);
