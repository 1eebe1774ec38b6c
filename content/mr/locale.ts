import type { Locale } from '@/lib/i18n/locale';
import { pathTo, type InternalPath, type RoutePath } from '../routes';
import { marathiMonths } from './factUnits';

// Marathi's place in the code that localises links and dates, until the locale table takes 'mr': the
// Hindi words call pathTo(path, 'hi') and formatRegulatoryDate(date, 'hi'), which know only English and
// Hindi. Every Marathi link and date goes through these two, so the integrator swaps one file.

/** A link to a page of the Marathi edition; its /mr/ address once the locale table serves /mr/. */
export function marathiPath(path: RoutePath): InternalPath {
  return pathTo(path);
}

/** The locale lib/ helpers that build links are given for Marathi words ('mr' once the locale table has it). */
export const LINK_LOCALE: Locale = 'en';

/** "2026-11-27" as Marathi writes a date: day, Marathi month, year, in Latin digits ("27 नोव्हेंबर 2026"). */
export function marathiDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${marathiMonths[(month ?? 1) - 1]} ${year}`;
}
