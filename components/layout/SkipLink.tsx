import { uiText } from '@/content/ui';
import type { Locale } from '@/lib/locale';
import styles from './SkipLink.module.css';

export function SkipLink({ locale }: { locale: Locale }) {
  return (
    <a className={styles.skip} href="#main">
      {uiText(locale).skipToMain}
    </a>
  );
}
