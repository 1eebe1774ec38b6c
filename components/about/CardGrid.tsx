import type { ServiceSection } from '@/content/types';
import { CrossCircleIcon } from '@/components/ui/Icon';
import { SectionText } from '@/components/ui/SectionText';
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
    <ul className={columns === 3 ? `card-grid card-grid-3 ${styles.grid}` : `card-grid ${styles.grid}`}>
      {items.map((item) => (
        <li key={item.heading} className={`card ${styles.card}`}>
          <h3 className={styles.heading}>
            {marker === 'cross' ? <CrossCircleIcon className={styles.cross} /> : null}
            {item.heading}
          </h3>
          <SectionText section={item} bulletsClassName={styles.bullets} />
        </li>
      ))}
    </ul>
  );
}
