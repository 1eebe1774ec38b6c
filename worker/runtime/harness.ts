// The Worker on the real runtime for its tests: the bundle `wrangler deploy` would upload (built with
// `wrangler deploy --dry-run`), run by Miniflare in workerd with a fresh local D1 that has the
// migrations applied. The mail API is a stand-in the test controls (Miniflare's outboundService
// catches every fetch the Worker makes), so the tests see each e-mail and can make it fail.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Miniflare, Request as MiniflareRequest, Response as MiniflareResponse } from 'miniflare';
import type { D1Database } from '../types';
import { unstable_readConfig } from 'wrangler';

export const ORIGIN = 'http://site.test';
export const MAIL_API_URL = 'https://mail.test/emails';

export type SentMail = { to: string[]; from: string; subject: string; text: string; html: string };

/** Bundles worker/index.ts exactly as `wrangler deploy` does, into a temporary folder. */
function bundle(): string {
  const outdir = mkdtempSync(join(tmpdir(), 'worker-bundle-'));
  // An empty assets folder: the Worker's bundle does not depend on out/, so this runs before any build.
  const assets = mkdtempSync(join(tmpdir(), 'worker-assets-'));
  const run = spawnSync(resolve('node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', outdir, '--assets', assets], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  if (run.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${run.stdout}\n${run.stderr}`);
  return join(outdir, 'index.js');
}

/** Each migration's statements, in order (comments dropped: D1 runs one statement per prepare). */
function migrationStatements(): string[] {
  const dir = 'worker/migrations';
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .replace(/--.*$/gm, '')
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean),
    );
}

export type { MiniflareResponse };

type ScheduledFetcher = { scheduled(options: { cron: string; scheduledTime: Date }): Promise<unknown> };

export type Harness = Awaited<ReturnType<typeof startWorker>>;

/**
 * `mail(n, mail)` decides the mail API's answer to its n-th call (from 1): true accepts, false fails
 * with 500. `vars` adds to or overrides the Worker's variables (a limit, or mail left unconfigured).
 */
export async function startWorker({
  mail = () => true,
  vars = {},
}: { mail?: (call: number, mail: SentMail) => boolean; vars?: Record<string, string> } = {}) {
  const config = unstable_readConfig({ config: 'wrangler.jsonc' });
  const sent: SentMail[] = [];
  let calls = 0;
  const scriptPath = bundle();
  const mf = new Miniflare({
    modules: true,
    scriptPath,
    // Module names are paths relative to this root: the bundle lives outside the repository.
    modulesRoot: dirname(scriptPath),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    d1Databases: { DB: 'leads-test' },
    d1Persist: false,
    bindings: { NOTIFY_TO: 'firm@example.com', NOTIFY_FROM: 'website@example.com', MAIL_API_URL, MAIL_API_KEY: 'test-key', ...vars },
    serviceBindings: { ASSETS: async () => new MiniflareResponse('an asset') },
    outboundService: async (request: MiniflareRequest) => {
      if (request.url !== MAIL_API_URL) return new MiniflareResponse('No network in tests', { status: 502 });
      calls += 1;
      const body = (await request.json()) as SentMail;
      if (!mail(calls, body)) return new MiniflareResponse('Mail API down', { status: 500 });
      sent.push(body);
      return new MiniflareResponse('{"id":"1"}', { status: 200 });
    },
  });
  // Miniflare types its bindings with @cloudflare/workers-types, which this project leaves out (types.ts).
  const db = (await mf.getD1Database('DB')) as unknown as D1Database;
  for (const statement of migrationStatements()) await db.prepare(statement).run();

  let ip = 0;
  /** A POST as the form sends it; each call comes from a new visitor unless `ip` is given. */
  const post = (body: unknown, init: { headers?: Record<string, string>; ip?: string; query?: string; stream?: ReadableStream } = {}) => {
    ip += 1;
    return mf.dispatchFetch(`${ORIGIN}/api/contact${init.query ?? ''}`, {
      method: 'POST',
      headers: {
        Origin: ORIGIN,
        'Content-Type': 'application/json',
        'CF-Connecting-IP': init.ip ?? `10.0.${Math.floor(ip / 256)}.${ip % 256}`,
        'Idempotency-Key': crypto.randomUUID(),
        ...init.headers,
      },
      body: init.stream ?? (typeof body === 'string' ? body : JSON.stringify(body)),
      ...(init.stream ? { duplex: 'half' } : {}),
    });
  };
  const rows = async () => (await db.prepare('SELECT * FROM leads ORDER BY id').all<Record<string, string | number | null>>()).results;
  const scheduled = async (cron: string, scheduledTime = Date.now()) =>
    ((await mf.getWorker()) as unknown as ScheduledFetcher).scheduled({ cron, scheduledTime: new Date(scheduledTime) });
  return { mf, db, post, rows, sent, scheduled, dispose: () => mf.dispose() };
}

/** Waits until `check` holds (the notification runs in waitUntil, after the answer). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}
