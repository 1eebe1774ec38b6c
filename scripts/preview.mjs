#!/usr/bin/env node
// `npm run preview` and `npm start`: the whole product as it runs live, on this machine and offline.
// Builds the site (skip with --no-build), applies the D1 migrations to the local database under
// .wrangler/, and serves out/ with the contact endpoint under `wrangler dev` on PORT (default 8787).
// Usage: npm run preview [-- --no-build] [--assets <dir>] [--persist-to <dir>] [--var NAME:VALUE ...]
//   --assets serves another export (the e2e suite's out-endpoint/), --persist-to keeps the local
//   database elsewhere, --var sets a Worker variable (the e2e suite raises the rate limit).
// It stops everything it started when it is stopped: Ctrl-C, a signal to this process, or a signal
// to the npm process that started it (npm does not always pass it on, so the parent is watched).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { assertPortFree, migrateLocal, startWranglerDev } from './wrangler-dev.mjs';

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

/** The process that started this one and, when that is a shell npm ran, npm itself (Linux: /proc). */
function watchedAncestors() {
  const parentOf = (pid) => {
    try {
      return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
    } catch {
      return 0;
    }
  };
  const ancestors = [process.ppid];
  const grand = parentOf(process.ppid);
  if (grand > 1 && process.env.npm_lifecycle_event) ancestors.push(grand);
  return ancestors.filter((pid) => pid > 1);
}

let stopServer = async () => {};
let build = null;
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  build?.kill('SIGTERM');
  await stopServer();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
const ancestors = watchedAncestors();
setInterval(() => {
  for (const pid of ancestors) {
    try {
      process.kill(pid, 0);
    } catch {
      console.log(`\nThe process that started this preview (${pid}) has gone: stopping the server.`);
      stopAll(0);
    }
  }
}, 1000).unref();

try {
  // Before a five-minute build: a port already taken would only be found after it.
  await assertPortFree(port);
} catch (error) {
  console.error(String(error.message));
  process.exit(1);
}
if (!args.includes('--no-build')) {
  build = spawn('npm', ['run', 'build'], { stdio: 'inherit' });
  const status = await new Promise((done) => build.once('exit', (code) => done(code)));
  build = null;
  if (status !== 0) process.exit(status ?? 1);
}
const started = Date.now();
migrateLocal(persistTo);
let server;
try {
  server = await startWranglerDev({ port, assets: option('--assets'), persistTo, vars, stdio: 'inherit' });
} catch (error) {
  console.error(String(error.message));
  process.exit(1);
}
stopServer = server.stop;
// wrangler ending on its own (a crash, the port taken after all) ends this command with its failure.
server.child.once('exit', (code) => {
  if (stopping) return;
  console.error(`wrangler dev stopped (exit code ${code}).`);
  process.exit(code || 1);
});
// A plain build's form opens the visitor's e-mail app unless content/settings.yml turns the endpoint on.
const mode = option('--assets')
  ? ''
  : ' Its form posts to the endpoint only when content/settings.yml sets contactFormEndpoint (npm run deploy turns it on by default); otherwise it opens the e-mail app.';
console.log(
  `\nThe site and its contact endpoint: http://localhost:${port}/ (ready in ${((Date.now() - started) / 1000).toFixed(1)} s).${mode} Reachable from this machine only (127.0.0.1).`,
);
