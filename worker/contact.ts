// POST /api/contact: a visitor's request, stored in D1 before anything is acknowledged. The rules are
// the form's own (lib/contact/rules.ts, contactProblems, with lib/phone.ts's numbering-plan check), so a
// request the form lets through is never refused here, and nothing the form would refuse is stored.
import { CONTACT_FIELDS, contactProblems, REQUEST_LANGUAGE, type ContactValues } from '../lib/contact/rules';
import { latinDigits } from '../lib/digits';
import { phoneProblem } from '../lib/phone';

/** The largest body read: five capped fields and their JSON escapes fit in well under this. */
const MAX_BODY_BYTES = 16 * 1024;

export const DEFAULT_RATE_LIMIT = 5;
// A small firm's site gets a handful of requests a day: a whole hour's worth above this is a flood
// from many addresses, which the per-client limit cannot see.
export const DEFAULT_GLOBAL_LIMIT = 60;

// The IETF draft "The Idempotency-Key HTTP Header Field" leaves the value's form to the server; the
// form sends a UUID. A retry that arrives from a new network must still find its first row, so keys
// are not scoped to the client.
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

export type StoredLead = ContactValues & { reference: string; language: string; created_at: string };

type Answer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

/**
 * The site's security headers (public/_headers, which applies to static assets only), for the
 * Worker's own answers; a JSON answer embeds nothing, so its policy allows nothing.
 */
export const API_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const answer = ({ status, body, headers }: Answer): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...API_HEADERS, ...headers },
  });

const refuse = (status: number, error: string, message: string, extra: Record<string, unknown> = {}) =>
  answer({ status, body: { error, message, ...extra } });

/**
 * A short reference the visitor can read out on the phone: three letters and three digits ("KPR-482"),
 * without I and O, which read as 1 and 0. About 12 million values; the UNIQUE column catches a repeat.
 */
export function newReference(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = random(6);
  const pick = (i: number, alphabet: string) => alphabet[(bytes[i] ?? 0) % alphabet.length];
  return `${pick(0, letters)}${pick(1, letters)}${pick(2, letters)}-${pick(3, '0123456789')}${pick(4, '0123456789')}${pick(5, '0123456789')}`;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

type Parsed = { values: ContactValues; language: string; honeypot: string };

/** The JSON the form sends (lib/contact/rules.ts, contactPayload), or why it is not that. */
export function parseRequest(text: string): Parsed | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: 'The body is not JSON.' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { error: 'The body is not a JSON object.' };
  const record = data as Record<string, unknown>;
  const text_ = (key: string): string | undefined => {
    const value = record[key] ?? '';
    return typeof value === 'string' ? value : undefined;
  };
  const values = {} as ContactValues;
  for (const field of CONTACT_FIELDS) {
    const value = text_(field);
    if (value === undefined) return { error: `"${field}" must be a string.` };
    values[field] = value.trim();
  }
  const language = text_('language');
  if (!language || !Object.values(REQUEST_LANGUAGE).includes(language)) {
    return { error: `"language" must be one of ${Object.values(REQUEST_LANGUAGE).join(', ')}.` };
  }
  return { values, language, honeypot: text_('_gotcha') ?? '' };
}

/** The site's own origin: SITE_ORIGIN when set (a custom domain), else the address the request came to. */
function allowedOrigins(request: Request, env: Env): string[] {
  return [new URL(request.url).origin, ...(env.SITE_ORIGIN ? [env.SITE_ORIGIN.replace(/\/$/, '')] : [])];
}

/**
 * The body as text, read chunk by chunk and abandoned (null, answered 413) as soon as it passes
 * MAX_BODY_BYTES: a chunked upload without Content-Length is never buffered beyond the cap.
 */
async function readBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > MAX_BODY_BYTES) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Eight 16-bit groups of an IPv6 address in any spelling ("::", leading zeros, an IPv4 tail), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((n) => n > 255)) return null;
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part ? part.split(':') : []);
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * Whom the per-client limit counts: an IPv4 address as is, an IPv6 address by its /64 (one home or
 * server connection holds a whole /64, so counting single addresses would give it billions of
 * allowances), whatever its spelling. An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function clientKey(address: string | null): string {
  const text = (address ?? '').trim();
  if (/^\d+\.\d+\.\d+\.\d+$/.test(text)) return text;
  const groups = text.includes(':') ? ipv6Groups(text) : null;
  if (!groups) return 'unknown';
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

const MINUTE = 60_000;

/** Counts one hit for `key` in its window (a minute number) and returns the window's hits so far. */
async function countHit(env: Env, key: string, window: number): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO rate_limits (client, window, hits) VALUES (?, ?, 1)
     ON CONFLICT (client, window) DO UPDATE SET hits = hits + 1 RETURNING hits`,
  )
    .bind(key, window)
    .first<{ hits: number }>();
  return row?.hits ?? 0;
}

const limitOf = (value: string | undefined, fallback: number) => Number(value ?? fallback) || fallback;

type LimitTripped = 'client' | 'global';

/**
 * Counts a request against the client's limit per minute, then (if it passed) against the whole
 * endpoint's per hour; the limit it broke, or null. The hourly window is stored as the minute it
 * starts, beside the per-minute ones.
 */
async function rateLimit(env: Env, client: string, now: number, scope = 'store'): Promise<LimitTripped | null> {
  const minute = Math.floor(now / MINUTE);
  if ((await countHit(env, `${scope}:${client}`, minute)) > limitOf(env.RATE_LIMIT_PER_MINUTE, DEFAULT_RATE_LIMIT)) return 'client';
  if (scope !== 'store') return null;
  const hourStart = minute - (minute % 60);
  if ((await countHit(env, '*', hourStart)) > limitOf(env.RATE_LIMIT_PER_HOUR, DEFAULT_GLOBAL_LIMIT)) return 'global';
  return null;
}

/** True the first time a kind of alert is raised in an hour: the firm is told once, not per request. */
async function firstAlertThisHour(env: Env, kind: string, now: number): Promise<boolean> {
  const row = await env.DB.prepare('INSERT INTO alerts (kind, window) VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING kind')
    .bind(kind, Math.floor(now / (60 * MINUTE)))
    .first<{ kind: string }>();
  return row !== null;
}

const tooMany = (message: string) => answer({ status: 429, body: { error: 'rate-limited', message }, headers: { 'Retry-After': '60' } });

type Existing = { reference: string; payload_hash: string; fresh?: boolean };

const findByKey = (env: Env, key: string) =>
  env.DB.prepare('SELECT reference, payload_hash FROM leads WHERE idempotency_key = ?').bind(key).first<Existing>();

/** Inserts the request once per key; on a reference that happens to be taken, draws another. */
async function store(env: Env, key: string, hash: string, parsed: Parsed, createdAt: string): Promise<Existing | null> {
  const { name, phone, email, service, message } = parsed.values;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const inserted = await env.DB.prepare(
        `INSERT INTO leads (reference, idempotency_key, payload_hash, name, phone, email, service, message, language, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING reference, payload_hash`,
      )
        // The form accepts a phone in any Indian script's digits (lib/digits.ts); the firm dials Latin ones.
        .bind(newReference(), key, hash, name, latinDigits(phone), email, service, message, parsed.language, createdAt)
        .first<Existing>();
      // No row: the same key was stored meanwhile (two copies of one retry racing), so answer with it.
      return inserted ? { ...inserted, fresh: true } : await findByKey(env, key);
    } catch (error) {
      if (!/UNIQUE constraint failed: leads\.reference/.test(String(error))) throw error;
    }
  }
  return null;
}

type Stored = { reference: string; lead: StoredLead };

export type ContactHooks = {
  /** Runs after the row is committed and before the answer: the notification goes to ctx.waitUntil. */
  onStored: (stored: Stored) => void;
  /** Runs once an hour per kind when a limit trips: the firm's alert e-mail goes to ctx.waitUntil. */
  onLimit: (limit: LimitTripped) => void;
  /** What the dry run reports of the notification path (notify.ts, notifyHealth). */
  health: () => Promise<Record<string, unknown>>;
};

/** Handles one POST; the visitor never waits for e-mail. */
export async function handleContact(request: Request, env: Env, hooks: ContactHooks, now = Date.now()): Promise<Response> {
  if (request.method !== 'POST')
    return answer({
      status: 405,
      body: { error: 'method', message: 'Send the request with POST, as the contact form does.' },
      headers: { Allow: 'POST' },
    });
  const origin = request.headers.get('Origin');
  if (!origin || !allowedOrigins(request, env).includes(origin)) {
    return refuse(403, 'origin', 'Requests are accepted from this website only.');
  }
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('Content-Type') ?? '')) {
    return refuse(415, 'content-type', 'Send the request as application/json.');
  }
  const key = request.headers.get('Idempotency-Key') ?? crypto.randomUUID();
  if (!IDEMPOTENCY_KEY.test(key))
    return refuse(400, 'idempotency-key', 'The Idempotency-Key header must be 8 to 100 letters, digits or - _ . :');

  const body = await readBody(request);
  if (body === null) return refuse(413, 'too-large', `The request is larger than ${MAX_BODY_BYTES} bytes.`);
  const parsed = parseRequest(body);
  if ('error' in parsed) return refuse(400, 'json', parsed.error);
  const problems = contactProblems(parsed.values, phoneProblem);
  if (Object.keys(problems).length) return refuse(422, 'invalid', 'Some fields need attention.', { fields: problems });

  const dryRun = new URL(request.url).searchParams.has('dry-run');
  const client = clientKey(request.headers.get('CF-Connecting-IP'));
  try {
    if (dryRun) {
      // The live check (npm run check:live): everything up to storing, the database answering, and
      // whether the firm would be told. Limited like a request, on a count of its own, and cheap:
      // it reads the waiting rows' index, never every lead.
      if (await rateLimit(env, client, now, 'dry-run')) return tooMany('Too many checks from this connection: wait a minute.');
      return answer({ status: 200, body: { dryRun: true, ...(await hooks.health()) } });
    }
    // A bot filled the hidden field: it sees what a person would, and nothing is stored or sent.
    if (parsed.honeypot) return answer({ status: 201, body: { reference: newReference() } });

    const hash = await sha256Hex(JSON.stringify([parsed.values, parsed.language]));
    let stored = await findByKey(env, key);
    if (!stored) {
      const tripped = await rateLimit(env, client, now);
      if (tripped) {
        if (await firstAlertThisHour(env, `limit:${tripped}`, now)) hooks.onLimit(tripped);
        return tooMany(
          tripped === 'client'
            ? 'Too many requests from this connection: wait a minute and try again.'
            : 'The form is receiving more requests than usual: try again in a few minutes, or call or e-mail the firm.',
        );
      }
      const createdAt = new Date(now).toISOString();
      stored = await store(env, key, hash, parsed, createdAt);
      if (!stored) throw new Error('No reference could be drawn');
      if (stored.fresh) {
        hooks.onStored({
          reference: stored.reference,
          lead: { ...parsed.values, language: parsed.language, reference: stored.reference, created_at: createdAt },
        });
      }
    }
    if (stored.payload_hash !== hash) {
      return refuse(422, 'idempotency-key-reused', 'This Idempotency-Key was used for a different request.');
    }
    return answer({ status: 201, body: { reference: stored.reference } });
  } catch (error) {
    // Nothing was acknowledged: the visitor keeps what they typed and is offered the other routes.
    console.error('contact: the database failed', error);
    return refuse(503, 'unavailable', 'The request could not be stored just now: try again, or e-mail or call the firm.');
  }
}
