// Starts the site as Cloudflare runs it: `wrangler dev` (workerd from npm, offline) on wrangler.jsonc,
// with the local D1 database migrated first. Shared by `npm run preview`, the test suites that run
// against the real runtime (worker/*.test.ts, scripts/check-live.test.ts) and Playwright's endpoint
// projects. The local binary is called directly: `npx wrangler` may stop with "npx canceled".
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const WRANGLER = resolve('node_modules/.bin/wrangler');
export const DATABASE = 'arthavidya-leads';
/** Where the Worker tells a local run its PREVIEW_TOKEN (worker/index.ts). */
export const PREVIEW_TOKEN_PATH = '/api/preview-token';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };

/** Applies worker/migrations to the local database (under persistTo when given, else .wrangler/). */
export function migrateLocal(persistTo) {
  const args = ['d1', 'migrations', 'apply', DATABASE, '--local', ...(persistTo ? ['--persist-to', persistTo] : [])];
  const run = spawnSync(WRANGLER, args, { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
}

/** Resolves when nothing listens on 127.0.0.1:port; rejects, saying so, when something does. */
export function assertPortFree(port) {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', (error) =>
      fail(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use: another server (an earlier npm start or npm run preview?) is answering there. Stop it, or choose another port: PORT=8788 npm run preview`
            : `Port ${port} cannot be used: ${error.message}`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => done()));
  });
}

/**
 * Runs `wrangler dev` on `port` serving `assets` (default: wrangler.jsonc's out/) and resolves once it
 * answers. `stdio: 'inherit'` shows wrangler's own output (npm run preview); otherwise it is kept and
 * printed only if the server does not come up. `stopOnSignals`: SIGINT and SIGTERM to this process
 * stop wrangler and exit.
 */
export async function startWranglerDev({ port, assets, persistTo, vars = {}, stdio = 'pipe', timeoutMs = 60_000, stopOnSignals = false }) {
  // A server left on the port (a preview whose parent was killed) would answer the readiness probe
  // for this one, which then dies unseen: refuse at once instead.
  await assertPortFree(port);
  // The probe asks the Worker for this run's token (worker/index.ts answers it only when set), so
  // "ready" is said only when this run's own server answers.
  const token = randomUUID();
  const args = ['dev', '--port', String(port), '--ip', '127.0.0.1', '--show-interactive-dev-session=false'];
  if (assets) args.push('--assets', assets);
  if (persistTo) args.push('--persist-to', persistTo);
  for (const [name, value] of Object.entries({ ...vars, PREVIEW_TOKEN: token })) args.push('--var', `${name}:${value}`);
  // Its own process group: wrangler's launcher starts the CLI as a second process, which starts workerd,
  // and only a signal to the whole group stops all three (a SIGTERM to the launcher alone left the
  // other two serving).
  const child = spawn(WRANGLER, args, { env, stdio: stdio === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    });
  if (stopOnSignals) {
    // From the moment it is spawned: a Ctrl-C or a test runner's SIGTERM during start-up must not
    // leave wrangler serving in its own process group.
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop().then(() => process.exit(0)));
  }
  // Whether this run's own server answers, polled until it does: at start, and again whenever wrangler
  // reloads its Worker (it rebuilds when a file it watches changes, and refuses connections meanwhile).
  const answering = async (ms) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}):\n${output}`);
      try {
        const answer = await fetch(`${url}${PREVIEW_TOKEN_PATH}`);
        if (answer.ok && (await answer.json()).token === token) return true;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    return false;
  };
  if (await answering(timeoutMs)) {
    const ready = async () => {
      if (!(await answering(timeoutMs))) throw new Error(`wrangler dev stopped answering on ${url}:\n${output}`);
    };
    return { url, stop, ready, output: () => output, child };
  }
  await stop();
  throw new Error(`wrangler dev did not answer on ${url} within ${timeoutMs / 1000} s:\n${output}`);
}
