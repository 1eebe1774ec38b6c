import { ScrollBox } from '@/components/ui/ScrollBox';
import styles from './ScoringTable.module.css';

/** A scoring table's frame: it scrolls sideways inside itself on a phone (ScrollBox), never the page. */
export function TableScroll({ label, hint, children }: { label: string; hint: string; children: React.ReactNode }) {
  return (
    <ScrollBox hint={hint} label={label} className={styles.scroll}>
      {children}
    </ScrollBox>
  );
}
