import { useId } from 'react';
import { ILLUSTRATION_DISCLAIMER, STALE_RESULT_NOTES } from '@/content/calculators';
import { formatInr, formatInrWords } from '@/lib/format';
import { ShareButton } from './ShareButton';
import styles from './ResultPanel.module.css';

export type ResultFigure = {
  label: string;
  /** The figure as the page prints it: "₹4,92,285". */
  value: string;
  /** Colour key tying the figure to the chart's series. */
  swatch?: 'first' | 'second';
  testId?: string;
};

/** What a calculator puts in its result panel; CalculatorFrame adds the stale note and the share button. */
export type ResultView = Omit<ResultPanelProps, 'stale' | 'share'>;

type ResultPanelProps = {
  heading?: string;
  /** One line saying which inputs the result is for, or what to do to get one. */
  basis: string;
  /** The supporting figures, listed above the main one. */
  figures: readonly ResultFigure[];
  /** The figure the calculator is for, shown large in whole rupees (with paise if asked), and in words. */
  main: { label: string; amount: number; testId?: string; paise?: boolean };
  /** The main figure in today's rupees, with the inflation it assumes. */
  todaysRupees?: string | null;
  /** Whether the result is for earlier inputs, and so which note to show: a live form's or one with a Calculate button's. */
  stale?: keyof typeof STALE_RESULT_NOTES | null;
  /** Read out when the result changes. */
  announcement: string;
  /** Hidden until there is a result to share. */
  share?: { getUrl: () => string; title: string; onBeforeShare?: () => boolean } | null;
  children?: React.ReactNode;
};

/** The result card of a calculator: figures, the main figure large, today's rupees, the illustration disclaimer and a share button. */
export function ResultPanel({
  heading = 'Your estimate',
  basis,
  figures,
  main,
  todaysRupees,
  stale,
  announcement,
  share,
  children,
}: ResultPanelProps) {
  const headingId = useId();
  const mainValue = formatInr(main.amount, { paise: main.paise ?? false });
  // Nothing (the ₹0.00 before a first Calculate) needs no words.
  const words = main.amount === 0 ? mainValue : formatInrWords(main.amount);
  return (
    <section className={styles.result} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.basis}>{basis}</p>
      {stale ? (
        <p className={styles.stale} data-testid="stale-note">
          {STALE_RESULT_NOTES[stale]}
        </p>
      ) : null}
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>
              {figure.swatch ? <span className={`${styles.swatch} ${styles[figure.swatch]}`} aria-hidden="true" /> : null}
              {figure.label}
            </dt>
            <dd data-testid={figure.testId}>{figure.value}</dd>
          </div>
        ))}
        <div className={`${styles.figure} ${styles.main}`}>
          <dt>{main.label}</dt>
          <dd data-testid={main.testId} className={styles.mainValue}>
            {mainValue}
          </dd>
          {words !== mainValue ? <dd className={styles.words}>about {words}</dd> : null}
          {todaysRupees ? <dd className={styles.words}>{todaysRupees}</dd> : null}
        </div>
      </dl>
      {children}
      {/* At body size, on screen and on paper: AMFI's guideline asks for the full disclaimer in normal-size type. */}
      <p className={styles.disclaimer} data-testid="illustration-disclaimer">
        <strong>{ILLUSTRATION_DISCLAIMER.heading}:</strong> {ILLUSTRATION_DISCLAIMER.text}
      </p>
      {share ? <ShareButton getUrl={share.getUrl} title={share.title} onBeforeShare={share.onBeforeShare} /> : null}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </section>
  );
}
