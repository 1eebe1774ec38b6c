// The firm's phone and e-mail hours are given in India Standard Time, the reference. A visitor abroad
// (an NRI in Dubai or London) also gets them in the time zone their browser reports, worked out on
// the device: a weekday in India is taken, its opening and closing times placed in IST (UTC+5:30, no
// daylight saving) and written in the visitor's zone, with the weekday too when it is another day there.

/** India Standard Time: UTC+5:30 all year. */
const IST_OFFSET_MINUTES = 330;

export type LocalHours = { zone: string; from: string; to: string };

/** "09:30" on the given UTC calendar day, in IST, as an instant. */
function istInstant(day: Date, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes) - IST_OFFSET_MINUTES * 60_000);
}

/** The zone's offset from UTC in minutes at an instant (what Intl reports as "GMT+4", "GMT-5"...). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/**
 * The hours `opens`-`closes` ("09:00", "19:00", IST) in `timeZone`, in the page's language (`htmlLang`,
 * "en-IN" or "hi-IN"), on the weekday of `day` (a Monday by default; daylight saving abroad follows
 * the date). Null when the zone keeps India's time then, or is not one the browser knows: the IST
 * line says it all.
 */
export function localHours(opens: string, closes: string, timeZone: string, htmlLang: string, day: Date = nextMonday()): LocalHours | null {
  let zoneName: string | undefined;
  try {
    zoneName = new Intl.DateTimeFormat(htmlLang, { timeZone, timeZoneName: 'long' })
      .formatToParts(day)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return null;
  }
  const start = istInstant(day, opens);
  if (offsetMinutes(start, timeZone) === IST_OFFSET_MINUTES || !zoneName) return null;
  const end = istInstant(day, closes);
  const weekday = (instant: Date, zone: string) => new Intl.DateTimeFormat('en', { timeZone: zone, weekday: 'long' }).format(instant);
  const india = weekday(start, 'Asia/Kolkata');
  // When either end falls on another day there, both name their weekday, so the pair reads as one span.
  const otherDay = weekday(start, timeZone) !== india || weekday(end, timeZone) !== india;
  const write = (instant: Date) => {
    return new Intl.DateTimeFormat(htmlLang, {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(otherDay ? { weekday: 'long' as const } : {}),
    }).format(instant);
  };
  return { zone: zoneName, from: write(start), to: write(end) };
}

/** The next Monday (UTC calendar): a working day in India, near enough to today for daylight saving abroad. */
function nextMonday(now: Date = new Date()): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  return day;
}
