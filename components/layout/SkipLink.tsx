import type { Locale } from '@/lib/locale';
import styles from './SkipLink.module.css';
import { wordsFor } from '@/lib/locales';

export function SkipLink({ locale }: { locale: Locale }) {
  return (
    <a className={styles.skip} href="#main">
      {wordsFor(locale).ui.skipToMain}
    </a>
  );
}
