// The contact endpoint under workerd with a D1 database (endpoint.ts): every case of its proof, from
// storing a request once to the database failing. Run by `npm run test:worker` (Cloudflare's Vitest pool).
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTACT_FIELDS, MAX_FIELD_LENGTHS, REQUEST_LANGUAGE } from '../../lib/contact/rules';
import { DAILY_CRON, MAX_NOTIFY_ATTEMPTS } from '../notify';
import { contactEndpointSettings } from '../../content/contactEndpoint';
import { eventually, startWorker, type Harness } from './endpoint';

const valid = {
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  email: 'asha@example.com',
  service: 'Mutual Funds',
  message: 'Please call after 6pm.',
  language: REQUEST_LANGUAGE.en,
};
const RETRY_CRON = '*/10 * * * *';

describe('POST /api/contact', () => {
  let w: Harness;
  beforeAll(async () => {
    // This suite's bursts measure storage, not the endpoint-wide hourly limit (tested on its own below).
    w = await startWorker({ bindings: { RATE_LIMIT_PER_HOUR: '100000' } });
  });
  afterAll(() => w.dispose());

  test('a valid request is stored once, answered 201 with its reference, and the firm is e-mailed', async () => {
    const before = (await w.rows()).length;
    const response = await w.post(valid);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^[A-Z]{3}-\d{3}$/);
    const rows = await w.rows();
    expect(rows.length).toBe(before + 1);
    const row = rows.at(-1)!;
    for (const field of CONTACT_FIELDS) expect(row[field]).toBe(valid[field]);
    expect(row.reference).toBe(reference);
    await eventually(async () => w.sent.some((m) => m.subject.includes(reference)));
    const mail = w.sent.find((m) => m.subject.includes(reference))!;
    expect(mail.to).toEqual(['firm@example.com']);
    expect(mail.text).toMatch(/Phone: \+91 98765 43210/);
    await eventually(async () => (await w.rows()).find((r) => r.reference === reference)?.notified_at != null);
  });

  test('a phone typed in Devanagari digits is accepted and stored in Latin digits, for the firm to dial', async () => {
    const response = await w.post({ ...valid, phone: '+९१ ९८७६५ ४३२१०' });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const row = (await w.rows()).find((r) => r.reference === reference)!;
    expect(row.phone).toBe(valid.phone);
  });

  test('the same Idempotency-Key twice, one after the other and at once: one row, one reference', async () => {
    const key = crypto.randomUUID();
    const before = (await w.rows()).length;
    const first = (await (await w.post(valid, { headers: { 'Idempotency-Key': key } })).json()) as { reference: string };
    const again = await Promise.all([1, 2].map(() => w.post(valid, { headers: { 'Idempotency-Key': key } })));
    for (const response of again) {
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual(first);
    }
    expect((await w.rows()).length).toBe(before + 1);
    // The same key for different words is a client bug, not a retry.
    expect((await w.post({ ...valid, name: 'Someone Else' }, { headers: { 'Idempotency-Key': key } })).status).toBe(422);
  });

  test('200 requests at once from 200 visitors: 200 rows, none lost, none doubled', async () => {
    const before = (await w.rows()).length;
    const started = performance.now();
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => w.post({ ...valid, name: `Visitor ${i}` })));
    const ms = performance.now() - started;
    const statuses = responses.map((r) => r.status);
    expect([...new Set(statuses)]).toEqual([201]);
    const references = await Promise.all(responses.map(async (r) => ((await r.json()) as { reference: string }).reference));
    const rows = (await w.rows()).slice(before);
    expect(rows.length).toBe(200);
    expect(new Set(rows.map((r) => r.name)).size).toBe(200);
    expect(new Set(rows.map((r) => r.reference))).toEqual(new Set(references));
    console.log(
      `200 concurrent requests: ${responses.length} sent, ${rows.length} rows stored, ${200 - new Set(references).size} duplicates, ${ms.toFixed(0)} ms`,
    );
  });

  const refusals: [string, () => Promise<Response>, number][] = [
    ['junk JSON', () => w.post('{"name": "Asha", '), 400],
    ['a wrong content type', () => w.post(valid, { headers: { 'Content-Type': 'text/plain' } }), 415],
    ['20 KB of text', () => w.post({ ...valid, message: 'x'.repeat(20 * 1024) }), 413],
    ['a foreign origin', () => w.post(valid, { headers: { Origin: 'https://evil.example' } }), 403],
    ['no origin at all', () => w.post(valid, { headers: { Origin: '' } }), 403],
    ['a control character', () => w.post({ ...valid, name: 'Asha\u0007 Rao' }), 422],
    ['<script> in a field', () => w.post({ ...valid, message: '<script>alert(1)</script>' }), 422],
    ['a line break in the name', () => w.post({ ...valid, name: 'Asha\r\nBcc: x@example.com' }), 422],
    ['a field over its cap', () => w.post({ ...valid, name: 'a'.repeat(MAX_FIELD_LENGTHS.name + 1) }), 422],
    ['a number nobody can call', () => w.post({ ...valid, phone: '12345' }), 422],
    ['an unknown language', () => w.post({ ...valid, language: 'Klingon' }), 400],
    ['a GET', () => w.get('/api/contact'), 405],
  ];
  for (const [what, send, status] of refusals) {
    test(`${what} -> ${status} with a message, nothing stored, nothing e-mailed`, async () => {
      // The earlier tests' notifications go out after their answers: let them all arrive before counting.
      await eventually(async () => (await w.rows()).every((r) => r.notified_at !== null), 60_000);
      const rows = (await w.rows()).length;
      const mails = w.sent.length;
      const response = await send();
      expect(response.status).toBe(status);
      const body = (await response.json()) as { message?: string };
      expect(body.message?.length, 'a message that says what to do').toBeGreaterThan(10);
      expect((await w.rows()).length).toBe(rows);
      await new Promise((r) => setTimeout(r, 50));
      expect(w.sent.length).toBe(mails);
      for (const mail of w.sent) expect(mail.html).not.toMatch(/<script|\u0007/);
    });
  }

  test('a bot that fills the hidden field is answered like a person and nothing is stored', async () => {
    const rows = (await w.rows()).length;
    const response = await w.post({ ...valid, _gotcha: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect((await w.rows()).length).toBe(rows);
  });

  test('one visitor may send 5 requests a minute; the 6th is answered 429 with a message', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 5; i += 1) expect((await w.post(valid, { ip })).status).toBe(201);
    const refused = await w.post(valid, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(((await refused.json()) as { message: string }).message).toMatch(/wait a minute/);
    // Another visitor is not held back by this one.
    expect((await w.post(valid)).status).toBe(201);
  });

  test('a dry run (npm run check:live) is validated and answered without storing, saying whether mail is set up', async () => {
    await eventually(async () => (await w.rows()).every((r) => r.notified_at !== null), 60_000);
    const rows = (await w.rows()).length;
    const response = await w.post(valid, { query: '?dry-run' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ dryRun: true, mail: 'configured', oldestPendingMinutes: null });
    expect((await w.rows()).length).toBe(rows);
  });

  test('dry runs are limited per connection like requests, on a count of their own', async () => {
    const ip = '198.51.100.77';
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await w.post(valid, { ip, query: '?dry-run' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // The visitor's own requests are not used up by the checks.
    expect((await w.post(valid, { ip })).status).toBe(201);
  });

  test('the API’s own answers carry the site’s security headers', async () => {
    const stored = await w.post(valid);
    const other = await w.get('/api/other');
    expect(other.status).toBe(404);
    for (const response of [stored, other]) {
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Strict-Transport-Security') ?? '').toMatch(/max-age=\d+/);
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Content-Security-Policy') ?? '').toMatch(/frame-ancestors 'none'/);
      await response.arrayBuffer();
    }
  });

  test('a chunked body without Content-Length is refused with 413 once it passes 16 KB, not read to its end', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const total = 64 * 1024 * 1024;
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    // The Worker answers 413 and stops reading; the local proxy may then close the connection while the
    // client is still sending, which the client sees as a failed fetch. Either way the upload was cut short.
    const outcome = await w.post(undefined, { stream }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 'connection closed',
    );
    expect([413, 'connection closed']).toContain(outcome);
    console.log(`chunked 64 MB body: ${outcome} after ${(pulled / 1024).toFixed(0)} KB were pulled from the sender`);
    expect(pulled, `${pulled} bytes pulled of ${total}`).toBeLessThan(total / 4);
  });

  test('retention: the daily job deletes requests older than the privacy notice period, and keeps the rest', async () => {
    const old = new Date(Date.now() - (contactEndpointSettings.retentionDays + 1) * 86_400_000).toISOString();
    const recent = new Date(Date.now() - (contactEndpointSettings.retentionDays - 1) * 86_400_000).toISOString();
    const [a, b] = (await w.rows()).slice(0, 2);
    await w.db.prepare('UPDATE leads SET created_at = ? WHERE id = ?').bind(old, Number(a!.id)).run();
    await w.db.prepare('UPDATE leads SET created_at = ? WHERE id = ?').bind(recent, Number(b!.id)).run();
    const count = (await w.rows()).length;
    await w.scheduled(DAILY_CRON);
    await eventually(async () => (await w.rows()).length === count - 1);
    const ids = (await w.rows()).map((r) => r.id);
    expect(ids).not.toContain(a!.id);
    expect(ids).toContain(b!.id);
    await eventually(async () => w.sent.some((m) => m.subject.startsWith('Website requests on ')));
  });
});

describe('when the mail API fails', () => {
  let w: Harness;
  beforeAll(async () => {
    // Down for the first two calls (the notification at once, and nothing else), then back.
    w = await startWorker({ mail: (call) => call > 1 });
  });
  afterAll(() => w.dispose());

  test('the request is still stored and acknowledged, and the cron trigger sends its e-mail later', async () => {
    const response = await w.post(valid);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    await eventually(async () => (await w.rows())[0]?.notify_attempts === 1);
    const [row] = await w.rows();
    expect(row!.notified_at).toBe(null);
    expect(String(row!.notify_error)).toMatch(/Mail API answered 500/);
    expect(w.sent.length).toBe(0);

    await w.scheduled(RETRY_CRON);
    await eventually(async () => (await w.rows())[0]?.notified_at != null);
    expect(w.sent.length).toBe(1);
    expect(w.sent[0]!.subject).toMatch(new RegExp(reference));
    // Sent once: the next run finds nothing pending.
    await w.scheduled(RETRY_CRON);
    await new Promise((r) => setTimeout(r, 100));
    expect(w.sent.length).toBe(1);
  });
});

describe('limits: an IPv6 /64 is one visitor, and the whole endpoint has an hourly cap', () => {
  let w: Harness;
  beforeAll(async () => {
    w = await startWorker({ bindings: { RATE_LIMIT_PER_HOUR: '12' } });
  });
  afterAll(() => w.dispose());

  test('40 addresses of one /64, in any spelling, at once: 5 stored, the rest 429; the firm is told once', async () => {
    const spellings = (i: number) =>
      [
        `2001:db8:1:2::${(i + 1).toString(16)}`,
        `2001:0DB8:0001:0002:0:0:0:${(i + 1).toString(16)}`,
        `[2001:db8:1:2:0::${(i + 1).toString(16)}]`,
      ][i % 3]!;
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => w.post({ ...valid, name: `Burst ${i}` }, { ip: spellings(i) })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length).toBe(5);
    expect(statuses.filter((s) => s === 429).length).toBe(35);
    expect((await w.rows()).length).toBe(5);
    await eventually(async () => w.sent.some((m) => /limit was reached/.test(m.subject)));
    await new Promise((r) => setTimeout(r, 200));
    expect(w.sent.filter((m) => /limit was reached/.test(m.subject)).length).toBe(1);
  });

  test('an IPv4-mapped address counts as its IPv4 address', async () => {
    for (let i = 0; i < 5; i += 1) expect((await w.post(valid, { ip: '192.0.2.50' })).status).toBe(201);
    expect((await w.post(valid, { ip: '::ffff:192.0.2.50' })).status).toBe(429);
  });

  test('past the hourly cap, every visitor is refused with a message to call or e-mail, and the firm is told once', async () => {
    const before = (await w.rows()).length;
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await w.post({ ...valid, name: `Flood ${i}` })).status);
    expect((await w.rows()).length).toBe(12);
    expect(statuses.filter((s) => s === 201).length).toBe(12 - before);
    const refused = await w.post(valid);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/call or e-mail/);
    await eventually(async () => w.sent.some((m) => /all visitors/.test(m.subject)));
    await new Promise((r) => setTimeout(r, 200));
    expect(w.sent.filter((m) => /all visitors/.test(m.subject)).length).toBe(1);
  });
});

describe('notifications the mail API refuses for good', () => {
  let w: Harness;
  beforeAll(async () => {
    // Refuses every e-mail about a "Refused" request, and everything while `down` is set.
    w = await startWorker({ mail: (_, mail) => !down && !/Refused/.test(mail.subject), bindings: { RATE_LIMIT_PER_HOUR: '100000' } });
  });
  afterAll(() => w.dispose());
  let down = false;

  test('are given up after a bounded number of tries, never hold up later ones, and are listed in the digest', async () => {
    for (let i = 0; i < 60; i += 1) expect((await w.post({ ...valid, name: `Refused ${i}` })).status).toBe(201);
    await eventually(async () => (await w.rows()).every((r) => r.notify_attempts === 1 && r.notify_claimed_at === null));
    down = true;
    const real = (await (await w.post({ ...valid, name: 'Real Customer' })).json()) as { reference: string };
    await eventually(async () => (await w.rows()).find((r) => r.reference === real.reference)?.notify_attempts === 1);
    down = false;
    // A run takes 50 rows, fewest tries first: the 60 refused rows tried once are ahead of the real one
    // only in the first run; from the second, the rows the API keeps refusing sink behind it.
    await w.scheduled(RETRY_CRON);
    await w.scheduled(RETRY_CRON);
    await eventually(async () => (await w.rows()).find((r) => r.reference === real.reference)?.notified_at != null);
    for (let run = 0; run < 20; run += 1) await w.scheduled(RETRY_CRON);
    const refused = (await w.rows()).filter((r) => String(r.name).startsWith('Refused'));
    expect(refused.every((r) => r.notify_failed_at !== null && r.notified_at === null)).toBe(true);
    expect(
      refused.map((r) => Number(r.notify_attempts)),
      'bounded attempts',
    ).toEqual(refused.map(() => MAX_NOTIFY_ATTEMPTS));
    const dry = (await (await w.post(valid, { query: '?dry-run' })).json()) as { mail: string; oldestPendingMinutes: number | null };
    expect(dry.mail).toBe('configured');
    expect(dry.oldestPendingMinutes).toBe(null);
    await w.scheduled(DAILY_CRON);
    await eventually(async () => w.sent.some((m) => m.subject.startsWith('Website requests on ')));
    const digest = w.sent.find((m) => m.subject.startsWith('Website requests on '))!;
    expect(digest.subject).toMatch(/60 not e-mailed/);
    expect(digest.text).toMatch(/Refused 59/);
    console.log(
      `permanent mail failure: 60 refused rows given up after ${MAX_NOTIFY_ATTEMPTS} tries each; the later request was e-mailed within two retry runs`,
    );
  });

  test('two retry runs at once e-mail each waiting request once', async () => {
    down = true;
    const refs = await Promise.all(
      [1, 2, 3].map(async (i) => ((await (await w.post({ ...valid, name: `Pending ${i}` })).json()) as { reference: string }).reference),
    );
    await eventually(async () =>
      (await w.rows())
        .filter((r) => refs.includes(String(r.reference)))
        .every((r) => r.notify_attempts === 1 && r.notify_claimed_at === null),
    );
    down = false;
    await Promise.all([w.scheduled(RETRY_CRON), w.scheduled(RETRY_CRON)]);
    await eventually(async () => (await w.rows()).filter((r) => refs.includes(String(r.reference))).every((r) => r.notified_at !== null));
    for (const ref of refs) expect(w.sent.filter((m) => m.subject.includes(ref)).length).toBe(1);
  });
});

describe('without a mail API key', () => {
  let w: Harness;
  beforeAll(async () => {
    w = await startWorker({ bindings: { MAIL_API_KEY: '' } });
  });
  afterAll(() => w.dispose());

  test('the dry run says mail is missing and how long the oldest request has waited', async () => {
    expect((await w.post(valid)).status).toBe(201);
    await w.db
      .prepare('UPDATE leads SET created_at = ?')
      .bind(new Date(Date.now() - 45 * 60_000).toISOString())
      .run();
    const dry = (await (await w.post(valid, { query: '?dry-run' })).json()) as { mail: string; oldestPendingMinutes: number };
    expect(dry.mail).toBe('missing');
    expect(dry.oldestPendingMinutes).toBeGreaterThanOrEqual(45);
    expect(dry.oldestPendingMinutes).toBeLessThan(50);
  });
});

describe('when the database fails', () => {
  let w: Harness;
  beforeAll(async () => {
    // A database without the tables: every statement fails, as when D1 is unreachable.
    w = await startWorker({ bindings: { DB: env.UNMIGRATED_DB } });
  });
  afterAll(() => w.dispose());

  test('the answer is 503 with a message and no reference: nothing is acknowledged', async () => {
    const response = await w.post(valid);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { reference?: string; message: string };
    expect(body.reference).toBe(undefined);
    expect(body.message).toMatch(/could not be stored/);
    expect(w.sent.length).toBe(0);
  });
});
