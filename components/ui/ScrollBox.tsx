import styles from './ScrollBox.module.css';

type ScrollBoxProps = {
  /** The box's name for assistive technology: a label, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  /** Extra classes for the scrolling box (a border, a margin). */
  className?: string;
  /** "Swipe or scroll the table sideways…" in the page's language (content/ui.ts scrollHint). */
  hint: string;
  children: React.ReactNode;
};

/**
 * A box for content wider than a phone (a table): it scrolls sideways inside itself, so the page never
 * does, takes keyboard focus (with a name) so it scrolls without a pointer, and says so while there is
 * more to see. Edge shadows show which way there is more; the hint stays at the box's left edge
 * (sticky) and, where the browser can tell whether the box scrolls (CSS scroll-state queries), shows
 * only when it does; elsewhere it shows on every screen narrower than 960 px.
 */
export function ScrollBox({ label, labelledBy, className, hint, children }: ScrollBoxProps) {
  return (
    // A named <section> is a region: landmarks list it, and its name says what scrolls.
    <section className={`${styles.box} ${className ?? ''}`} aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
      <p className={styles.hint} aria-hidden="true">
        {hint} <span className={styles.arrow}>→</span>
      </p>
    </section>
  );
}
