// The built site under `wrangler dev`, as Cloudflare will serve it (wrangler.jsonc): every check of
// `npm run check:live` (lib/build/liveChecks.ts: headers on a page and an asset, a missing English
// and Hindi page, the trailing slash, each old address's 301, sitemap, robots, the endpoint's dry
// run), then the CLI itself, and a request stored through the real server and read back by
// `npm run leads:export -- --local`. Needs out/ (npm run build); the database is a fresh one.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { parseHeadersFile } from '../lib/build/headers';
import { liveChecks } from '../lib/build/liveChecks';
// @ts-expect-error -- a plain ES module without type declarations
import { assertPortFree, migrateLocal, startWranglerDev } from './wrangler-dev.mjs';

// 8790-8799 are this suite's and the endpoint e2e's (8791); 8787 stays free for `npm run preview`.
const PORT = Number(process.env.WRANGLER_TEST_PORT ?? 8790);
const persistTo = mkdtempSync(join(tmpdir(), 'wrangler-state-'));
let server: { url: string; stop: () => Promise<void>; ready: () => Promise<void>; output: () => string };

before(async () => {
  assert.ok(existsSync('out/index.html'), 'run `npm run build` first: this suite serves out/');
  migrateLocal(persistTo);
  const started = performance.now();
  // Mail set up as live (to an address nothing listens on): the dry run must report it configured.
  server = await startWranglerDev({
    port: PORT,
    persistTo,
    vars: {
      MAIL_API_KEY: 'test-key',
      NOTIFY_TO: 'firm@firm.test',
      NOTIFY_FROM: 'website@firm.test',
      MAIL_API_URL: 'http://127.0.0.1:9/emails',
    },
  });
  console.log(`wrangler dev answered in ${((performance.now() - started) / 1000).toFixed(1)} s`);
});
after(() => server?.stop());

test('every live check passes against wrangler dev serving out/', async () => {
  const headerRules = parseHeadersFile(readFileSync('public/_headers', 'utf8'));
  const checks = await liveChecks(server.url, fetch, { endpoint: true, headerRules });
  assert.deepEqual(
    checks.filter((c) => !c.ok),
    [],
  );
  assert.ok(checks.length >= 16, `${checks.length} checks`);
});

test('npm run check:live exits 0 on it, and 1 on a site that is not there', () => {
  const ok = spawnSync('node', ['--import', 'tsx', 'scripts/check-live.mjs', server.url], { encoding: 'utf8' });
  assert.equal(ok.status, 0, ok.stdout + ok.stderr);
  assert.match(ok.stdout, /All \d+ checks passed/);
  const down = spawnSync('node', ['--import', 'tsx', 'scripts/check-live.mjs', 'http://127.0.0.1:9/'], { encoding: 'utf8' });
  assert.equal(down.status, 1);
  assert.match(down.stdout, /FAIL/);
});

test('a request posted to the served endpoint is stored and in leads:export', async () => {
  // The server answers before the request is sent, even if wrangler reloaded it meanwhile.
  await server.ready();
  const response = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { Origin: server.url, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ name: 'Asha, "Rao"', phone: '+91 98765 43210', message: 'Call after 6pm.', language: 'Hindi' }),
  });
  assert.equal(response.status, 201);
  const { reference } = (await response.json()) as { reference: string };
  const file = join(persistTo, 'leads.csv');
  const exported = spawnSync('node', ['--import', 'tsx', 'scripts/leads-export.mjs', '--persist-to', persistTo, '--out', file], {
    encoding: 'utf8',
  });
  assert.equal(exported.status, 0, exported.stderr);
  const csv = readFileSync(file, 'utf8');
  assert.ok(csv.startsWith('\uFEFFreference,received_ist,'), csv.slice(0, 40));
  assert.match(
    csv,
    new RegExp(`^${reference},[-\\d: ]+ IST,\\S+,"Asha, ""Rao""",'\\+91 98765 43210,'\\+919876543210,,,Hindi,Call after 6pm\\.,`, 'm'),
  );
  // `--out -` writes the same to a pipe, and nothing else.
  const piped = spawnSync('node', ['--import', 'tsx', 'scripts/leads-export.mjs', '--persist-to', persistTo, '--out', '-'], {
    encoding: 'utf8',
  });
  assert.equal(piped.stdout, csv);
});

test('npm run preview refuses a port already taken, before building, and never says it is ready', async () => {
  const taken = createServer();
  await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
  const { port } = taken.address() as { port: number };
  try {
    // Without --no-build: the refusal must come before the build, not after five minutes of it.
    const run = spawnSync('node', ['scripts/preview.mjs'], {
      env: { ...process.env, PORT: String(port) },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stderr, /already in use/);
    assert.doesNotMatch(run.stdout, /ready in|Creating an optimized production build/);
  } finally {
    taken.close();
  }
});

test('a SIGTERM to npm run preview stops what it started: wrangler and workerd leave the port free', async () => {
  const port = PORT + 2;
  const preview = spawn('node', ['scripts/preview.mjs', '--no-build', '--persist-to', mkdtempSync(join(tmpdir(), 'wrangler-state-'))], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  preview.stdout.on('data', (chunk) => (output += chunk));
  preview.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => preview.once('exit', (code) => done(code)));
  const deadline = Date.now() + 120_000;
  while (!/ready in/.test(output) && preview.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  assert.match(output, /ready in/, output);
  preview.kill('SIGTERM');
  assert.equal(await exited, 0, output);
  // workerd may take a moment to let go of the socket after its group is signalled.
  let free: unknown = new Error('not checked');
  for (let i = 0; i < 50 && free instanceof Error; i += 1) {
    free = await assertPortFree(port).catch((error: unknown) => error);
    if (free instanceof Error) await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal(free, undefined, `port ${port} still answered after the preview stopped`);
});
