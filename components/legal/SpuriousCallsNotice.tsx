import { IRDAI_SPURIOUS_CALLS } from '@/content/site';
import styles from './SpuriousCallsNotice.module.css';

type SpuriousCallsNoticeProps = { headingLevel?: 'h2' | 'h3' };

/** IRDAI's public notice on spurious calls, word for word, wherever the firm offers insurance. */
export function SpuriousCallsNotice({ headingLevel: Heading = 'h3' }: SpuriousCallsNoticeProps) {
  return (
    <div className={styles.notice}>
      <Heading className={styles.heading}>{IRDAI_SPURIOUS_CALLS.heading}</Heading>
      <ul>
        {IRDAI_SPURIOUS_CALLS.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  );
}
