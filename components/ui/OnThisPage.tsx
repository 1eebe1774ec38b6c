import type { Locale } from '@/lib/i18n/locale';
import styles from './OnThisPage.module.css';
import { wordsFor } from '@/lib/i18n/words';

export type JumpLink = { id: string; label: string };

/** Near the top of a long page: a jump link to each of its sections (44 px targets on a phone). */
export function OnThisPage({ items, locale }: { items: readonly JumpLink[]; locale: Locale }) {
  return (
    <nav className={`container ${styles.nav}`} aria-labelledby="on-this-page-heading" data-print="hide">
      <h2 id="on-this-page-heading" className={styles.heading}>
        {wordsFor(locale).ui.onThisPage}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** At the end of a long page: the way back up (to the main content, where the skip link also leads). */
export function BackToTop({ locale }: { locale: Locale }) {
  return (
    <p className={`container ${styles.back}`} data-print="hide">
      <a href="#main">
        {wordsFor(locale).ui.backToTop} <span aria-hidden="true">↑</span>
      </a>
    </p>
  );
}
