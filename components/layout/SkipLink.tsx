import type { Locale } from '@/lib/i18n/locale';
import styles from './SkipLink.module.css';
import { wordsFor } from '@/lib/i18n/words';

export function SkipLink({ locale }: { locale: Locale }) {
  return (
    <a className={styles.skip} href="#main">
      {wordsFor(locale).ui.skipToMain}
    </a>
  );
}
