import { spuriousCallsNotice } from '@/lib/compliance/spuriousCalls';
import { HTML_LANG, type Locale } from '@/lib/i18n/locale';
import styles from './SpuriousCallsNotice.module.css';

type SpuriousCallsNoticeProps = { locale: Locale; headingLevel?: 'h2' | 'h3' };

/**
 * IRDAI's public notice on spurious calls, word for word, wherever the firm offers insurance. On a
 * Hindi page IRDAI's English words stay, each with its Hindi rendering beside it.
 */
export function SpuriousCallsNotice({ locale, headingLevel: Heading = 'h3' }: SpuriousCallsNoticeProps) {
  const { official, rendering } = spuriousCallsNotice(locale);
  if (!rendering) {
    return (
      <div className={styles.notice}>
        <Heading className={styles.heading}>{official.heading}</Heading>
        <ul>
          {official.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className={styles.notice}>
      <Heading className={styles.heading}>
        <span lang={HTML_LANG.en}>{official.heading}</span> <span className={styles.rendering}>{rendering.heading}</span>
      </Heading>
      <ul>
        {official.points.map((point, i) => (
          <li key={point}>
            <span lang={HTML_LANG.en}>{point}</span> <span className={styles.rendering}>{rendering.points[i]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
