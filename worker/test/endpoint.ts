// The Worker as its tests drive it, inside workerd (Cloudflare's Vitest pool): requests through SELF,
// the Worker wrangler.jsonc describes, or through its handler with some bindings changed (a limit, no
// mail key, a database without its tables); cron runs through its scheduled handler. The mail API is
// answered here: the Worker runs in the tests' own isolate, so its fetch to MAIL_API_URL is this
// stand-in's, which records each e-mail and fails the calls a test asks it to.
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';
import worker from '../index';

export const ORIGIN = 'http://site.test';

export type SentMail = { to: string[]; from: string; subject: string; text: string; html: string };

type Row = Record<string, string | number | null>;

// A request as the Worker's handler receives it, with Cloudflare's `cf` properties typed.
const IncomingRequest = Request<unknown, IncomingRequestCfProperties>;

/**
 * A fresh database (the tables emptied) and a fresh mail API. `mail(n, mail)` decides the API's
 * answer to its n-th call (from 1): true accepts, false fails with 500. `bindings` replace
 * wrangler.jsonc's for this Worker (vitest.config.mts sets mail up as it is live).
 */
export async function startWorker({
  mail = () => true,
  bindings = {},
}: { mail?: (call: number, mail: SentMail) => boolean; bindings?: Partial<Env> } = {}) {
  await env.DB.batch(['leads', 'rate_limits', 'alerts'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  const sent: SentMail[] = [];
  let calls = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== env.MAIL_API_URL) return new Response('No network in tests', { status: 502 });
    calls += 1;
    const body = await request.json<SentMail>();
    if (!mail(calls, body)) return new Response('Mail API down', { status: 500 });
    sent.push(body);
    return new Response('{"id":"1"}', { status: 200 });
  });
  const changed = Object.keys(bindings).length > 0;
  const workerEnv: Env = { ...env, ...bindings };
  const fetchWorker = (request: InstanceType<typeof IncomingRequest>): Promise<Response> =>
    changed ? worker.fetch(request, workerEnv, createExecutionContext()) : SELF.fetch(request);

  let ip = 0;
  /** A POST as the form sends it; each call comes from a new visitor unless `ip` is given. */
  const post = (body: unknown, init: { headers?: Record<string, string>; ip?: string; query?: string; stream?: ReadableStream } = {}) => {
    ip += 1;
    return fetchWorker(
      new IncomingRequest(`${ORIGIN}/api/contact${init.query ?? ''}`, {
        method: 'POST',
        headers: {
          Origin: ORIGIN,
          'Content-Type': 'application/json',
          'CF-Connecting-IP': init.ip ?? `10.0.${Math.floor(ip / 256)}.${ip % 256}`,
          'Idempotency-Key': crypto.randomUUID(),
          ...init.headers,
        },
        body: init.stream ?? (typeof body === 'string' ? body : JSON.stringify(body)),
      }),
    );
  };
  const get = (path: string) => fetchWorker(new IncomingRequest(`${ORIGIN}${path}`));
  const rows = async () => (await workerEnv.DB.prepare('SELECT * FROM leads ORDER BY id').all<Row>()).results;
  /** One cron run, to its end: as on Cloudflare, the run is over when what it left to waitUntil is. */
  const scheduled = async (cron: string, scheduledTime = Date.now()) => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron, scheduledTime }), workerEnv, ctx);
    await waitOnExecutionContext(ctx);
  };
  return { db: workerEnv.DB, post, get, rows, sent, scheduled, dispose: () => vi.restoreAllMocks() };
}

export type Harness = Awaited<ReturnType<typeof startWorker>>;

/** Waits until `check` holds (the notification runs in waitUntil, after the answer). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}
