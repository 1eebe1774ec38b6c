import { MF_RISK_WARNING, site } from '@/content/site';
import styles from './PrintHeader.module.css';

/**
 * Shown on paper only (app/globals.css hides the navbar and footer links in print): who prepared the
 * page, the distributor's registration and the standard warning, so a printed result stands alone.
 */
export function PrintHeader() {
  return (
    <div className={`print-only ${styles.header}`}>
      <p className={styles.firm}>
        {site.name}, {site.tagline}
      </p>
      <p>
        {site.arn.number}. {MF_RISK_WARNING}
      </p>
    </div>
  );
}
