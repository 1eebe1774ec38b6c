'use client';

import { useSyncExternalStore } from 'react';
import { localHours } from '@/lib/localHours';
import { fillTemplate } from '@/lib/template';

type LocalHoursNoteProps = {
  /** The hours in IST, 24-hour ("09:00", "19:00"), read from the firm's hours line (lib/openingHours.ts). */
  opens: string;
  closes: string;
  /** The page's language tag ("en-IN", "hi-IN"): the times and the zone's name are written in it. */
  htmlLang: string;
  /** "In your time zone ({zone}): {from} to {to}", in the page's language. */
  template: string;
  className?: string;
};

const noSubscription = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
const noZone = () => '';

/**
 * The firm's hours once more, in the time zone the visitor's browser reports, under the IST line that
 * stays the reference; nothing where the clock is India's. The exported HTML has the empty line, kept
 * one line tall by its class, so nothing moves when the words arrive.
 */
export function LocalHoursNote({ opens, closes, htmlLang, template, className }: LocalHoursNoteProps) {
  const zone = useSyncExternalStore(noSubscription, browserZone, noZone);
  const hours = zone ? localHours(opens, closes, zone, htmlLang) : null;
  return (
    <p className={className} data-testid="local-hours">
      {hours ? fillTemplate(template, { zone: hours.zone, from: hours.from, to: hours.to }) : null}
    </p>
  );
}
