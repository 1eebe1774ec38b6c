// The firm hears of each request at once by e-mail, through a mail API over HTTPS (Resend's JSON
// format: POST {from, to, subject, text, html} with a Bearer key). Not Cloudflare's send_email binding:
// that only delivers to addresses verified in the zone's Email Routing and takes a hand-built MIME
// message; one fetch works with any domain's mail and is tested here by intercepting it. A send that
// fails leaves the row pending, and the cron trigger (index.ts) sends it again until it goes: a
// request never depends on e-mail, it waits in D1.
import type { StoredLead } from './contact';
import type { Env } from './types';

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

export function digestMail(leads: StoredLead[], day: string): Mail {
  const line = (l: StoredLead) => `${l.reference}  ${l.created_at}  ${l.name}  ${l.phone}  ${l.service || 'general enquiry'}`;
  return {
    subject: `Website requests on ${day}: ${leads.length}`,
    text: leads.length ? leads.map(line).join('\n') : 'No requests came in.',
    html: leads.length ? `<ul>${leads.map((l) => `<li>${escapeHtml(line(l))}</li>`).join('')}</ul>` : '<p>No requests came in.</p>',
  };
}

export const mailConfigured = (env: Env) => Boolean(env.MAIL_API_KEY && env.MAIL_API_URL && env.NOTIFY_TO && env.NOTIFY_FROM);

/** Sends one e-mail to the firm; throws with the API's answer when it is not accepted. */
export async function sendMail(env: Env, mail: Mail): Promise<void> {
  if (!mailConfigured(env)) throw new Error('Mail is not configured (MAIL_API_KEY, NOTIFY_TO, NOTIFY_FROM)');
  const response = await fetch(env.MAIL_API_URL as string, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.MAIL_API_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: env.NOTIFY_FROM, to: [env.NOTIFY_TO], ...mail }),
  });
  if (!response.ok) throw new Error(`Mail API answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
}

/** Notifies the firm of one stored request and records the outcome on its row. */
export async function notifyLead(env: Env, lead: StoredLead): Promise<boolean> {
  if (!mailConfigured(env)) {
    // `npm run preview` and a site before its mail is set up: the request waits in D1 (leads:export).
    console.log(`contact: ${lead.reference} stored; no mail API configured, so no e-mail is sent`);
    return false;
  }
  try {
    await sendMail(env, leadMail(lead));
    await env.DB.prepare('UPDATE leads SET notified_at = ?, notify_attempts = notify_attempts + 1, notify_error = NULL WHERE reference = ?')
      .bind(new Date().toISOString(), lead.reference)
      .run();
    return true;
  } catch (error) {
    console.error(`contact: notification of ${lead.reference} failed; the cron trigger retries it`, error);
    await env.DB.prepare('UPDATE leads SET notify_attempts = notify_attempts + 1, notify_error = ? WHERE reference = ?')
      .bind(String(error).slice(0, 500), lead.reference)
      .run();
    return false;
  }
}

const LEAD_COLUMNS = 'reference, name, phone, email, service, message, language, created_at';

/** The cron's retry: every request still waiting for its e-mail, oldest first. */
export async function retryPending(env: Env, limit = 50): Promise<{ sent: number; failed: number }> {
  if (!mailConfigured(env)) return { sent: 0, failed: 0 };
  const { results } = await env.DB.prepare(`SELECT ${LEAD_COLUMNS} FROM leads WHERE notified_at IS NULL ORDER BY id LIMIT ?`)
    .bind(limit)
    .all<StoredLead>();
  let sent = 0;
  for (const lead of results) if (await notifyLead(env, lead)) sent += 1;
  return { sent, failed: results.length - sent };
}

/** The daily digest: the requests of the 24 hours before `now`. */
export async function sendDigest(env: Env, now: number): Promise<number> {
  const since = new Date(now - 86_400_000).toISOString();
  const { results } = await env.DB.prepare(`SELECT ${LEAD_COLUMNS} FROM leads WHERE created_at >= ? ORDER BY id`)
    .bind(since)
    .all<StoredLead>();
  if (mailConfigured(env)) await sendMail(env, digestMail(results, new Date(now).toISOString().slice(0, 10)));
  return results.length;
}

/** Retention: deletes requests older than the privacy notice's period, and spent rate-limit counters. */
export async function deleteExpired(env: Env, now: number, retentionDays: number): Promise<number> {
  const cutoff = new Date(now - retentionDays * 86_400_000).toISOString();
  const [leads] = await env.DB.batch([
    env.DB.prepare('DELETE FROM leads WHERE created_at < ?').bind(cutoff),
    env.DB.prepare('DELETE FROM rate_limits WHERE window < ?').bind(Math.floor(now / 60_000) - 1),
  ]);
  return leads?.meta.changes ?? 0;
}
