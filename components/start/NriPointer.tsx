import { SiteLink } from '@/components/ui/SiteLink';
import { NRI_START_CASE } from '@/content/start';
import type { Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { assembleStartGuide, startCasePath } from '@/lib/questionnaires/startGuide';

/**
 * The NRI's front door, so a visitor living abroad finds the rules that differ for them: "Living outside India? Investing from abroad (NRI): …", the link
 * opening the start guide's checklist with the "living abroad" case chosen. A sentence's runs, for
 * the caller's paragraph; the footer's list uses the link alone (NriLink).
 */
export function NriPointer({ locale }: { locale: Locale }) {
  const words = assembleStartGuide(wordsFor(locale).start).pointers.nri;
  return (
    <>
      {words.lead}
      <NriLink locale={locale} />
      {words.after}
    </>
  );
}

export function NriLink({ locale }: { locale: Locale }) {
  return <SiteLink href={startCasePath(NRI_START_CASE, locale)}>{assembleStartGuide(wordsFor(locale).start).pointers.nri.label}</SiteLink>;
}
