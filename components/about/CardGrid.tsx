import type { ServiceSection } from '@/content/types';
import styles from './CardGrid.module.css';

type CardGridProps = {
  items: readonly ServiceSection[];
  /** "cross" marks each card as something the firm does not do. */
  marker?: 'none' | 'cross';
  /** Three columns on wide screens for short cards; two for longer ones. */
  columns?: 2 | 3;
};

/** Short cards with an h3 each, in a grid that collapses to one column on phones. */
export function CardGrid({ items, marker = 'none', columns = 2 }: CardGridProps) {
  return (
    <ul className={`${styles.grid} ${columns === 3 ? styles.three : ''}`}>
      {items.map((item) => (
        <li key={item.heading} className={styles.card}>
          <h3 className={styles.heading}>
            {marker === 'cross' ? (
              <svg className={styles.cross} aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="20" height="20">
                <circle cx="10" cy="10" r="9" fill="currentColor" />
                <path className={styles.crossMark} d="M6.5 6.5l7 7M13.5 6.5l-7 7" strokeWidth="2" strokeLinecap="round" />
              </svg>
            ) : null}
            {item.heading}
          </h3>
          {item.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {item.bullets ? (
            <ul className={styles.bullets}>
              {item.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
