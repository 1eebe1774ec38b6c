// The firm hears of each request at once by e-mail, through a mail API over HTTPS (Resend's JSON
// format: POST {from, to, subject, text, html} with a Bearer key). Not Cloudflare's send_email binding:
// that only delivers to addresses verified in the zone's Email Routing and takes a hand-built MIME
// message; one fetch works with any domain's mail and is tested here by intercepting it. A send that
// fails leaves the row pending, and the cron trigger (index.ts) sends it again, fewest-tried first, up
// to MAX_NOTIFY_ATTEMPTS; then the row is marked failed and listed in the daily digest. A request
// never depends on e-mail: it waits in D1. Each sender claims a row before sending, so it goes once.
import type { StoredLead } from './contact';

/** The daily cron (wrangler.jsonc); every other schedule is the retry of pending notifications. */
export const DAILY_CRON = '30 3 * * *';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every visitor-typed value goes through this before it enters the HTML part. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** A header value cannot hold a line break (the validation refuses them; this is the second lock). */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

const ROWS: [keyof StoredLead, string][] = [
  ['reference', 'Reference'],
  ['name', 'Name'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['service', 'Service'],
  ['language', 'Language'],
  ['created_at', 'Received (UTC)'],
  ['message', 'Message'],
];

export type Mail = { subject: string; text: string; html: string };

export function leadMail(lead: StoredLead): Mail {
  const value = (key: keyof StoredLead) => lead[key] || (key === 'message' ? 'Please call me back.' : 'Not given');
  return {
    subject: oneLine(`Website request ${lead.reference}: ${lead.service || 'general enquiry'} (${lead.name})`),
    text: ROWS.map(([key, label]) => `${label}: ${value(key)}`).join('\n'),
    html: `<table>${ROWS.map(([key, label]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value(key)).replace(/\n/g, '<br>')}</td></tr>`).join('')}</table>`,
  };
}

/** How many times a notification is tried (the first send, then the 10-minute retries) before it is given up. */
export const MAX_NOTIFY_ATTEMPTS = 8;
/** A claim older than this belongs to a sender that died mid-send: another may take the row over. */
const CLAIM_TIMEOUT_MS = 5 * 60_000;

export function digestMail(leads: StoredLead[], day: string, failed: StoredLead[] = []): Mail {
  const line = (l: StoredLead) => `${l.reference}  ${l.created_at}  ${l.name}  ${l.phone}  ${l.service || 'general enquiry'}`;
  const failedIntro = `The e-mail for ${failed.length} request(s) could not be sent after ${MAX_NOTIFY_ATTEMPTS} tries; call them back from this list or from npm run leads:export:`;
  const text = [
    leads.length ? leads.map(line).join('\n') : 'No requests came in.',
    ...(failed.length ? ['', failedIntro, ...failed.map(line)] : []),
  ];
  return {
    subject: `Website requests on ${day}: ${leads.length}${failed.length ? `; ${failed.length} not e-mailed` : ''}`,
    text: text.join('\n'),
    html:
      (leads.length ? `<ul>${leads.map((l) => `<li>${escapeHtml(line(l))}</li>`).join('')}</ul>` : '<p>No requests came in.</p>') +
      (failed.length
        ? `<p><strong>${escapeHtml(failedIntro)}</strong></p><ul>${failed.map((l) => `<li>${escapeHtml(line(l))}</li>`).join('')}</ul>`
        : ''),
  };
}

/** The one e-mail an hour that says a limit tripped (contact.ts, firstAlertThisHour). */
export function limitMail(limit: 'client' | 'global', perMinute: string, perHour: string): Mail {
  const what =
    limit === 'client'
      ? `One connection sent more than ${perMinute} requests in a minute; the extra ones were refused.`
      : `The contact form received more than ${perHour} requests this hour, from many connections; the rest of this hour's requests are refused with a message to call or e-mail.`;
  const text = `${what}\nThis is said once an hour. Requests already stored are in the daily digest and in npm run leads:export. If this repeats, consider a Cloudflare rate-limiting rule or Turnstile in front of /api/contact (docs/contact-endpoint.md).`;
  return {
    subject: `Website contact form: a limit was reached (${limit === 'client' ? 'one connection' : 'all visitors'})`,
    text,
    html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
  };
}

export const mailConfigured = (env: Env) => Boolean(env.MAIL_API_KEY && env.MAIL_API_URL && env.NOTIFY_TO && env.NOTIFY_FROM);

/** Sends one e-mail to the firm; throws with the API's answer when it is not accepted. */
export async function sendMail(env: Env, mail: Mail): Promise<void> {
  if (!mailConfigured(env)) throw new Error('Mail is not configured (MAIL_API_KEY, NOTIFY_TO, NOTIFY_FROM)');
  const response = await fetch(env.MAIL_API_URL, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.MAIL_API_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: env.NOTIFY_FROM, to: [env.NOTIFY_TO], ...mail }),
  });
  if (!response.ok) throw new Error(`Mail API answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
}

const LEAD_COLUMNS = 'reference, name, phone, email, service, message, language, created_at';
/** Rows still waiting for their e-mail and not held by another sender (partial index leads_pending). */
const CLAIMABLE = 'notified_at IS NULL AND notify_failed_at IS NULL AND (notify_claimed_at IS NULL OR notify_claimed_at < ?)';

type Claimed = StoredLead & { notify_attempts: number };

/** Sends one claimed row's e-mail and records the outcome; a row that ran out of attempts is marked failed. */
async function deliver(env: Env, lead: Claimed): Promise<boolean> {
  try {
    await sendMail(env, leadMail(lead));
    await env.DB.prepare('UPDATE leads SET notified_at = ?, notify_error = NULL, notify_claimed_at = NULL WHERE reference = ?')
      .bind(new Date().toISOString(), lead.reference)
      .run();
    return true;
  } catch (error) {
    const givenUp = lead.notify_attempts >= MAX_NOTIFY_ATTEMPTS;
    console.error(
      `contact: notification of ${lead.reference} failed (attempt ${lead.notify_attempts} of ${MAX_NOTIFY_ATTEMPTS})${givenUp ? '; given up, listed in the daily digest' : '; the cron trigger retries it'}`,
      error,
    );
    await env.DB.prepare('UPDATE leads SET notify_error = ?, notify_claimed_at = NULL, notify_failed_at = ? WHERE reference = ?')
      .bind(String(error).slice(0, 200), givenUp ? new Date().toISOString() : null, lead.reference)
      .run();
    return false;
  }
}

/** Notifies the firm of one stored request, unless another sender has claimed it meanwhile. */
export async function notifyLead(env: Env, lead: StoredLead, now = Date.now()): Promise<boolean> {
  if (!mailConfigured(env)) {
    // `npm run preview` and a site before its mail is set up: the request waits in D1 (leads:export).
    console.log(`contact: ${lead.reference} stored; no mail API configured, so no e-mail is sent`);
    return false;
  }
  const claimed = await env.DB.prepare(
    `UPDATE leads SET notify_attempts = notify_attempts + 1, notify_claimed_at = ? WHERE reference = ? AND ${CLAIMABLE} RETURNING notify_attempts`,
  )
    .bind(new Date(now).toISOString(), lead.reference, new Date(now - CLAIM_TIMEOUT_MS).toISOString())
    .first<{ notify_attempts: number }>();
  return claimed ? deliver(env, { ...lead, notify_attempts: claimed.notify_attempts }) : false;
}

/**
 * The cron's retry: claims up to `limit` waiting rows, fewest attempts first (a row the mail API keeps
 * refusing sinks behind newer ones, then drops out as failed), and sends each.
 */
export async function retryPending(env: Env, limit = 50, now = Date.now()): Promise<{ sent: number; failed: number; waiting: number }> {
  if (!mailConfigured(env)) return { sent: 0, failed: 0, waiting: 0 };
  const { results } = await env.DB.prepare(
    `UPDATE leads SET notify_attempts = notify_attempts + 1, notify_claimed_at = ?1
     WHERE id IN (SELECT id FROM leads WHERE ${CLAIMABLE.replace('?', '?2')} ORDER BY notify_attempts, id LIMIT ?3)
     RETURNING ${LEAD_COLUMNS}, notify_attempts`,
  )
    .bind(new Date(now).toISOString(), new Date(now - CLAIM_TIMEOUT_MS).toISOString(), limit)
    .all<Claimed>();
  let sent = 0;
  for (const lead of results) if (await deliver(env, lead)) sent += 1;
  const waiting = await env.DB.prepare('SELECT COUNT(*) AS n FROM leads WHERE notified_at IS NULL AND notify_failed_at IS NULL').first<{
    n: number;
  }>();
  return { sent, failed: results.length - sent, waiting: waiting?.n ?? 0 };
}

/**
 * What the endpoint's dry run reports: whether the firm would be e-mailed, and how long the oldest
 * waiting notification has waited. Reads the waiting rows' index only (normally none or a few rows).
 */
export async function notifyHealth(
  env: Env,
  now = Date.now(),
): Promise<{ mail: 'configured' | 'missing'; oldestPendingMinutes: number | null }> {
  const oldest = await env.DB.prepare(
    'SELECT MIN(created_at) AS at FROM leads WHERE notified_at IS NULL AND notify_failed_at IS NULL',
  ).first<{
    at: string | null;
  }>();
  return {
    mail: mailConfigured(env) ? 'configured' : 'missing',
    oldestPendingMinutes: oldest?.at ? Math.floor((now - Date.parse(oldest.at)) / 60_000) : null,
  };
}

/** The daily digest: the requests of the 24 hours before `now`, and every request whose e-mail was given up. */
export async function sendDigest(env: Env, now: number): Promise<number> {
  const since = new Date(now - 86_400_000).toISOString();
  const { results } = await env.DB.prepare(`SELECT ${LEAD_COLUMNS} FROM leads WHERE created_at >= ? ORDER BY id`)
    .bind(since)
    .all<StoredLead>();
  const failed = await env.DB.prepare(
    `SELECT ${LEAD_COLUMNS} FROM leads WHERE notify_failed_at IS NOT NULL AND notified_at IS NULL ORDER BY id LIMIT 200`,
  ).all<StoredLead>();
  if (mailConfigured(env)) await sendMail(env, digestMail(results, new Date(now).toISOString().slice(0, 10), failed.results));
  return results.length;
}

/** Retention: deletes requests older than the privacy notice's period, and spent rate-limit counters. */
export async function deleteExpired(env: Env, now: number, retentionDays: number): Promise<number> {
  const cutoff = new Date(now - retentionDays * 86_400_000).toISOString();
  const [leads] = await env.DB.batch([
    env.DB.prepare('DELETE FROM leads WHERE created_at < ?').bind(cutoff),
    // The hourly counters are stored under their first minute: keep the last hour's.
    env.DB.prepare('DELETE FROM rate_limits WHERE window < ?').bind(Math.floor(now / 60_000) - 60),
    env.DB.prepare('DELETE FROM alerts WHERE window < ?').bind(Math.floor(now / 3_600_000) - 1),
  ]);
  return leads?.meta.changes ?? 0;
}
