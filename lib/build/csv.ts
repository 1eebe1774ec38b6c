// CSV for `npm run leads:export` (RFC 4180: comma-separated, CRLF, fields with a comma, quote or line
// break quoted and their quotes doubled). A visitor-typed cell that starts with = + - @ tab or CR, which
// spreadsheets run as a formula ("=HYPERLINK(...)", "-1+HYPERLINK(...)"), gets a leading apostrophe, as
// OWASP ASVS 1.2.10 requires (https://asvs.emil.hemdal.se/1.2.10; CWE-1236). Columns named `asTyped`
// skip that, for data no person typed. Not the phone number: Excel evaluates "+91-98765-43210" as
// arithmetic even though it can call no function, so lib/build/leadsCsv.ts guards it like the rest.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined, asTyped = false): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (!asTyped && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<K extends string>(
  columns: readonly K[],
  rows: readonly Partial<Record<K, string | number | null>>[],
  asTyped: readonly K[] = [],
): string {
  const line = (row: Partial<Record<K, string | number | null>>) => columns.map((c) => csvCell(row[c], asTyped.includes(c))).join(',');
  return [columns.join(','), ...rows.map(line)].join('\r\n') + '\r\n';
}
