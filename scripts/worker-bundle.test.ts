// One smoke test on the exact file `npm run deploy` uploads: the bundle `wrangler deploy --dry-run`
// writes, run by Miniflare in workerd with the migrated D1. The Worker's own tests (worker/) run its
// source through Vite in Cloudflare's Vitest pool, so a fault only wrangler's bundling makes (a module
// it resolves differently, a named export workerd refuses) shows up here alone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { Miniflare, Request as MiniflareRequest, Response as MiniflareResponse } from 'miniflare';
import { afterAll, expect, test } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { REQUEST_LANGUAGE } from '../lib/contact/rules';

const MAIL_API_URL = 'https://mail.test/emails';

function bundle(): string {
  const outdir = mkdtempSync(join(tmpdir(), 'worker-bundle-'));
  // An empty assets folder: the bundle does not depend on out/, so this runs before any build.
  const assets = mkdtempSync(join(tmpdir(), 'worker-assets-'));
  const run = spawnSync(resolve('node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', outdir, '--assets', assets], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  if (run.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${run.stdout}\n${run.stderr}`);
  return join(outdir, 'index.js');
}

const subjects: string[] = [];
const scriptPath = bundle();
const config = unstable_readConfig({ config: 'wrangler.jsonc' });
const mf = new Miniflare({
  modules: true,
  scriptPath,
  // Module names are paths relative to this root: the bundle lives outside the repository.
  modulesRoot: dirname(scriptPath),
  compatibilityDate: config.compatibility_date,
  compatibilityFlags: config.compatibility_flags,
  d1Databases: { DB: 'leads-bundle-test' },
  d1Persist: false,
  bindings: { NOTIFY_TO: 'firm@example.com', NOTIFY_FROM: 'website@example.com', MAIL_API_URL, MAIL_API_KEY: 'test-key' },
  serviceBindings: { ASSETS: async () => new MiniflareResponse('an asset') },
  outboundService: async (request: MiniflareRequest) => {
    if (request.url !== MAIL_API_URL) return new MiniflareResponse('No network in tests', { status: 502 });
    subjects.push(((await request.json()) as { subject: string }).subject);
    return new MiniflareResponse('{"id":"1"}', { status: 200 });
  },
});
afterAll(() => mf.dispose());

test('the deploy bundle stores a request in the migrated database, answers with its reference and e-mails the firm', async () => {
  const db = await mf.getD1Database('DB');
  for (const migration of await readD1Migrations('worker/migrations')) {
    await db.batch(migration.queries.map((query) => db.prepare(query)));
  }
  const origin = 'http://site.test';
  const response = await mf.dispatchFetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      name: 'Asha Rao',
      phone: '+91 98765 43210',
      email: '',
      service: '',
      message: '',
      language: REQUEST_LANGUAGE.en,
    }),
  });
  expect(response.status).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  const deadline = Date.now() + 30_000;
  while (!subjects.some((s) => s.includes(reference)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  expect(subjects.filter((s) => s.includes(reference))).toHaveLength(1);
});
