// CSV for `npm run leads:export` (RFC 4180: comma-separated, CRLF, fields with a comma, quote or line
// break quoted and their quotes doubled). A visitor-typed cell that a spreadsheet would run as a
// formula ("=HYPERLINK(...)", "@SUM", "-1+1") gets a leading apostrophe, as OWASP's "CSV Injection"
// page advises; a phone number such as "+91 98765 43210" is left as typed.

const FORMULA = /^[=@\t\r]|^[+-](?![\d\s(])/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<K extends string>(columns: readonly K[], rows: readonly Partial<Record<K, string | number | null>>[]): string {
  return [columns.join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(','))].join('\r\n') + '\r\n';
}
