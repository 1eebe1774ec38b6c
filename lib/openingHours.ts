// The firm's office hours are written once, for people, in content/site.ts ("Monday-Friday 9:30
// AM-5:30 PM"). Search engines want them as schema.org data; this reads that one line rather than
// keeping a second copy of the hours beside it that could drift.

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
type Weekday = (typeof WEEKDAYS)[number];

export type OpeningHours = { dayOfWeek: Weekday[]; opens: string; closes: string };

const PATTERN = /^([A-Za-z]+)-([A-Za-z]+) (\d{1,2})(?::(\d{2}))? ?([AaPp][Mm])-(\d{1,2})(?::(\d{2}))? ?([AaPp][Mm])(?: IST)?$/;

function weekday(name: string): Weekday | undefined {
  return WEEKDAYS.find((day) => day.toLowerCase() === name.toLowerCase());
}

/** "9", "30", "PM" -> "21:30"; undefined for an impossible time. */
function time24(hour: string, minute: string | undefined, meridiem: string): string | undefined {
  const h = Number(hour);
  const m = Number(minute ?? '0');
  if (h < 1 || h > 12 || m > 59) return undefined;
  const h24 = (h % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  return `${String(h24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * "Monday-Friday 9:30 AM-5:30 PM IST" (the zone is optional) -> { dayOfWeek: [Monday..Friday], opens: "09:30", closes: "17:30" }.
 * Returns null for a line in any other shape, so an edit the parser does not understand drops the
 * structured hours from the page's JSON-LD rather than publishing wrong ones.
 */
export function parseOpeningHours(text: string): OpeningHours | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const [, fromDay, toDay, openH, openM, openAmPm, closeH, closeM, closeAmPm] = match as unknown as string[];
  const first = weekday(fromDay ?? '');
  const last = weekday(toDay ?? '');
  const opens = time24(openH ?? '', openM, openAmPm ?? '');
  const closes = time24(closeH ?? '', closeM, closeAmPm ?? '');
  if (!first || !last || !opens || !closes) return null;
  const from = WEEKDAYS.indexOf(first);
  const to = WEEKDAYS.indexOf(last);
  if (to < from || closes <= opens) return null;
  return { dayOfWeek: WEEKDAYS.slice(from, to + 1), opens, closes };
}
