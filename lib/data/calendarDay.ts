/**
 * The day a `YYYY-MM-DD` string names (midnight UTC), or null when it is not that form or not a day of
 * the calendar (2027-02-30). One reading for the firm's data files and the approvals record.
 */
export function calendarDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === value ? day : null;
}
