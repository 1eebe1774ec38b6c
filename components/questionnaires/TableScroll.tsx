import styles from './ScoringTable.module.css';

/**
 * A wide table's frame: it scrolls sideways on a phone, and takes keyboard focus (with a name) so
 * that scrolling works without a pointer too.
 */
export function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
