// The rows `npm run leads:export` writes (scripts/leads-export.mjs): a file the firm opens in Excel
// on Windows as well as anywhere else. A byte-order mark first, because Excel reads a CSV without one
// in the PC's ANSI code page and a Devanagari name turns into mojibake. Every text cell goes through
// csvCell's formula guard, the phone too: Excel evaluates "+91-98765-43210" as arithmetic (-141884).
// Beside the number as typed, the number in international form (E.164, lib/phone.ts) for dialling or
// a CRM, and the time in India beside the stored UTC time.
import { phoneE164 } from '../phone';
import { toCsv } from './csv';

export const UTF8_BOM = '\uFEFF';

/** The columns read from D1, in the file's order. */
export const LEAD_COLUMNS = [
  'reference',
  'created_at',
  'name',
  'phone',
  'email',
  'service',
  'language',
  'message',
  'notified_at',
  'notify_failed_at',
] as const;

const CSV_COLUMNS = [
  'reference',
  'received_ist',
  'created_at',
  'name',
  'phone',
  'phone_e164',
  'email',
  'service',
  'language',
  'message',
  'notified_at',
  'notify_failed_at',
] as const;

type Row = Partial<Record<(typeof LEAD_COLUMNS)[number], string | number | null>>;

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** "2026-11-27T09:00:00.000Z" -> "2026-11-27 14:30 IST"; empty for a value that is not a time. */
export function istTime(utc: string | number | null | undefined): string {
  const ms = typeof utc === 'string' ? Date.parse(utc) : NaN;
  if (Number.isNaN(ms)) return '';
  return `${new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')} IST`;
}

export function leadsCsv(rows: readonly Row[]): string {
  const table = rows.map((row) => ({
    ...row,
    received_ist: istTime(row.created_at),
    phone_e164: typeof row.phone === 'string' ? (phoneE164(row.phone) ?? '') : '',
  }));
  return UTF8_BOM + toCsv(CSV_COLUMNS, table);
}
