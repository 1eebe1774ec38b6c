import { MF_RISK_WARNING, site } from '@/content/site';
import { ui } from '@/content/ui';
import { PrintStamp } from './PrintStamp';
import styles from './PrintHeader.module.css';

type PrintHeaderProps = {
  /** The page's path, for the address that reopens it when the browser has not said the full one. */
  path: string;
};

/**
 * Shown on paper only (app/globals.css hides the navbar and footer links in print): who prepared the
 * page, the distributor's registration, how to reach the firm, the standard warning, the date printed
 * and the address that reopens the result, so a printed result stands alone.
 */
export function PrintHeader({ path }: PrintHeaderProps) {
  const web = site.url.replace(/^https?:\/\//, '');
  return (
    <div className={`print-only ${styles.header}`}>
      <p className={styles.firm}>
        {site.name}, {site.tagline}
      </p>
      <p>
        {site.arn.number}. {MF_RISK_WARNING}
      </p>
      <p>
        {ui.printContact} {site.phone.display} · {site.email} · {web}
      </p>
      <PrintStamp fallbackUrl={`${site.url}${path}`} />
    </div>
  );
}
