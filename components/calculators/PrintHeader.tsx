import { site } from '@/content/site';
import { regulatoryLines } from '@/lib/pages/siteWords';
import { HTML_LANG, type Locale } from '@/lib/i18n/locale';
import { PrintStamp } from './PrintStamp';
import { RegulatoryText } from '@/components/ui/RegulatoryText';
import styles from './PrintHeader.module.css';
import { wordsFor } from '@/lib/i18n/words';

type PrintHeaderProps = {
  /** The page's path (its /hi/ path on a Hindi page), for the address that reopens it when the browser has not said the full one. */
  path: string;
  /** The page's language (English unless given). */
  locale: Locale;
};

/**
 * Shown on paper only (app/globals.css hides the navbar and footer links in print): who prepared the
 * page, the distributor's registration, how to reach the firm, the standard warning, the date printed
 * and the address that reopens the result, so a printed result stands alone.
 */
export function PrintHeader({ path, locale }: PrintHeaderProps) {
  const web = site.url.replace(/^https?:\/\//, '');
  const ui = wordsFor(locale).ui;
  const lines = regulatoryLines(locale);
  return (
    <div className={`print-only ${styles.header}`}>
      <p className={styles.firm}>
        {site.name}, <RegulatoryText line={lines.tagline} />
      </p>
      <p>
        {site.arn.number}. <RegulatoryText line={lines.mfRiskWarning} />
      </p>
      <p>
        {ui.printContact} {site.phone.display} · {site.email} · {web}
      </p>
      <PrintStamp
        fallbackUrl={`${site.url}${path}`}
        printedOn={ui.printedOn}
        reopenResult={ui.reopenResult}
        dateLocale={HTML_LANG[locale]}
      />
    </div>
  );
}
