// The contact endpoint under workerd with a local D1 (harness.ts): every case of issue 33's "Proof".
// Run by `npm run test:worker` (node's test runner; Jest's jsdom cannot host workerd).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CONTACT_FIELDS, MAX_FIELD_LENGTHS, REQUEST_LANGUAGE } from '../../lib/contact';
import { DAILY_CRON } from '../notify';
import { contactEndpointSettings } from '../../content/contactEndpoint';
import { eventually, ORIGIN, startWorker, type Harness, type MiniflareResponse } from './harness';

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
  before(async () => {
    w = await startWorker();
  });
  after(() => w.dispose());

  test('a valid request is stored once, answered 201 with its reference, and the firm is e-mailed', async () => {
    const before = (await w.rows()).length;
    const response = await w.post(valid);
    assert.equal(response.status, 201);
    const { reference } = (await response.json()) as { reference: string };
    assert.match(reference, /^[A-Z]{3}-\d{3}$/);
    const rows = await w.rows();
    assert.equal(rows.length, before + 1);
    const row = rows.at(-1)!;
    for (const field of CONTACT_FIELDS) assert.equal(row[field], valid[field]);
    assert.equal(row.reference, reference);
    await eventually(async () => w.sent.some((m) => m.subject.includes(reference)));
    const mail = w.sent.find((m) => m.subject.includes(reference))!;
    assert.deepEqual(mail.to, ['firm@example.com']);
    assert.match(mail.text, /Phone: \+91 98765 43210/);
    await eventually(async () => (await w.rows()).find((r) => r.reference === reference)?.notified_at != null);
  });

  test('a phone typed in Devanagari digits is accepted and stored in Latin digits, for the firm to dial', async () => {
    const response = await w.post({ ...valid, phone: '+९१ ९८७६५ ४३२१०' });
    assert.equal(response.status, 201);
    const { reference } = (await response.json()) as { reference: string };
    const row = (await w.rows()).find((r) => r.reference === reference)!;
    assert.equal(row.phone, valid.phone);
  });

  test('the same Idempotency-Key twice, one after the other and at once: one row, one reference', async () => {
    const key = crypto.randomUUID();
    const before = (await w.rows()).length;
    const first = (await (await w.post(valid, { headers: { 'Idempotency-Key': key } })).json()) as { reference: string };
    const again = await Promise.all([1, 2].map(() => w.post(valid, { headers: { 'Idempotency-Key': key } })));
    for (const response of again) {
      assert.equal(response.status, 201);
      assert.deepEqual(await response.json(), first);
    }
    assert.equal((await w.rows()).length, before + 1);
    // The same key for different words is a client bug, not a retry.
    assert.equal((await w.post({ ...valid, name: 'Someone Else' }, { headers: { 'Idempotency-Key': key } })).status, 422);
  });

  test('200 requests at once from 200 visitors: 200 rows, none lost, none doubled', async () => {
    const before = (await w.rows()).length;
    const started = performance.now();
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => w.post({ ...valid, name: `Visitor ${i}` })));
    const ms = performance.now() - started;
    const statuses = responses.map((r) => r.status);
    assert.deepEqual([...new Set(statuses)], [201]);
    const references = await Promise.all(responses.map(async (r) => ((await r.json()) as { reference: string }).reference));
    const rows = (await w.rows()).slice(before);
    assert.equal(rows.length, 200);
    assert.equal(new Set(rows.map((r) => r.name)).size, 200);
    assert.deepEqual(new Set(rows.map((r) => r.reference)), new Set(references));
    console.log(
      `200 concurrent requests: ${responses.length} sent, ${rows.length} rows stored, ${200 - new Set(references).size} duplicates, ${ms.toFixed(0)} ms`,
    );
  });

  const refusals: [string, () => Promise<MiniflareResponse>, number][] = [
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
    ['a GET', () => w.mf.dispatchFetch(`${ORIGIN}/api/contact`), 405],
  ];
  for (const [what, send, status] of refusals) {
    test(`${what} -> ${status} with a message, nothing stored, nothing e-mailed`, async () => {
      // The earlier tests' notifications go out after their answers: let them all arrive before counting.
      await eventually(async () => (await w.rows()).every((r) => r.notified_at !== null), 60_000);
      const rows = (await w.rows()).length;
      const mails = w.sent.length;
      const response = await send();
      assert.equal(response.status, status);
      const body = (await response.json()) as { message?: string };
      assert.ok(body.message && body.message.length > 10, 'a message that says what to do');
      assert.equal((await w.rows()).length, rows);
      await new Promise((r) => setTimeout(r, 50));
      assert.equal(w.sent.length, mails);
      for (const mail of w.sent) assert.doesNotMatch(mail.html, /<script|\u0007/);
    });
  }

  test('a bot that fills the hidden field is answered like a person and nothing is stored', async () => {
    const rows = (await w.rows()).length;
    const response = await w.post({ ...valid, _gotcha: 'http://spam.example' });
    assert.equal(response.status, 201);
    assert.equal((await w.rows()).length, rows);
  });

  test('one visitor may send 5 requests a minute; the 6th is answered 429 with a message', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 5; i += 1) assert.equal((await w.post(valid, { ip })).status, 201);
    const refused = await w.post(valid, { ip });
    assert.equal(refused.status, 429);
    assert.equal(refused.headers.get('Retry-After'), '60');
    assert.match(((await refused.json()) as { message: string }).message, /wait a minute/);
    // Another visitor is not held back by this one.
    assert.equal((await w.post(valid)).status, 201);
  });

  test('a dry run (npm run check:live) is validated and answered without storing', async () => {
    const rows = (await w.rows()).length;
    const response = await w.post(valid, { query: '?dry-run' });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { dryRun: true });
    assert.equal((await w.rows()).length, rows);
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
    assert.ok(!ids.includes(a!.id) && ids.includes(b!.id));
    await eventually(async () => w.sent.some((m) => m.subject.startsWith('Website requests on ')));
  });
});

describe('when the mail API fails', () => {
  let w: Harness;
  before(async () => {
    // Down for the first two calls (the notification at once, and nothing else), then back.
    w = await startWorker({ mail: (call) => call > 1 });
  });
  after(() => w.dispose());

  test('the request is still stored and acknowledged, and the cron trigger sends its e-mail later', async () => {
    const response = await w.post(valid);
    assert.equal(response.status, 201);
    const { reference } = (await response.json()) as { reference: string };
    await eventually(async () => (await w.rows())[0]?.notify_attempts === 1);
    const [row] = await w.rows();
    assert.equal(row!.notified_at, null);
    assert.match(String(row!.notify_error), /Mail API answered 500/);
    assert.equal(w.sent.length, 0);

    await w.scheduled(RETRY_CRON);
    await eventually(async () => (await w.rows())[0]?.notified_at != null);
    assert.equal(w.sent.length, 1);
    assert.match(w.sent[0]!.subject, new RegExp(reference));
    // Sent once: the next run finds nothing pending.
    await w.scheduled(RETRY_CRON);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(w.sent.length, 1);
  });
});

describe('when the database fails', () => {
  let w: Harness;
  before(async () => {
    w = await startWorker();
    await w.db.prepare('DROP TABLE leads').run();
  });
  after(() => w.dispose());

  test('the answer is 503 with a message and no reference: nothing is acknowledged', async () => {
    const response = await w.post(valid);
    assert.equal(response.status, 503);
    const body = (await response.json()) as { reference?: string; message: string };
    assert.equal(body.reference, undefined);
    assert.match(body.message, /could not be stored/);
    assert.equal(w.sent.length, 0);
  });
});
