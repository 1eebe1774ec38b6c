import { useId } from 'react';
import type { CalculatorText } from '@/content/calculators';
import { formatInr, formatInrWords } from '@/lib/format';
import { todaysRupees } from '@/lib/calculators/inflation';
import { formatDecimal } from '@/lib/calculators/numberField';
import { fillTemplate } from '@/lib/template';
import { RegulatoryText } from '@/components/ui/RegulatoryText';
import { ShareButton } from './ShareButton';
import styles from './ResultPanel.module.css';

/** The line under a result: "₹2,75,000 in today’s rupees, if prices rise 6% a year", in the page's language. */
export function todaysRupeesLine(text: CalculatorText, amount: number, inflationPercent: number, years: number): string {
  return fillTemplate(text.result.todaysRupees, {
    amount: formatInr(todaysRupees(amount, inflationPercent, years), { paise: false }),
    rate: formatDecimal(inflationPercent),
  });
}

type ResultFigure = {
  label: string;
  /** The figure as the page prints it: "₹4,92,285". */
  value: string;
  /** Colour key tying the figure to the chart's series. */
  swatch?: 'first' | 'second';
  testId?: string;
};

/** What a calculator puts in its result panel; CalculatorFrame adds the stale note and the share button. */
export type ResultView = Omit<ResultPanelProps, 'stale' | 'share' | 'text'>;

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
  stale?: keyof CalculatorText['stale'] | null;
  /** Read out when the result changes. */
  announcement: string;
  /** Hidden until there is a result to share. */
  share?: { getUrl: () => string; title: string; onBeforeShare?: () => boolean } | null;
  children?: React.ReactNode;
  /** The shared words, in the page's language. */
  text: CalculatorText;
};

/** The result card of a calculator: figures, the main figure large, today's rupees, the illustration disclaimer and a share button. */
export function ResultPanel({ heading, basis, figures, main, todaysRupees, stale, announcement, share, children, text }: ResultPanelProps) {
  const headingId = useId();
  const mainValue = formatInr(main.amount, { paise: main.paise ?? false });
  // Nothing (the ₹0.00 before a first Calculate) needs no words.
  const words = main.amount === 0 ? mainValue : formatInrWords(main.amount, text.locale);
  return (
    // data-result: what useCalculatorForm brings into view after Calculate.
    <section className={styles.result} aria-labelledby={headingId} data-result>
      <h2 id={headingId} className={styles.heading}>
        {heading ?? text.result.heading}
      </h2>
      <p className={styles.basis}>{basis}</p>
      {stale ? (
        <p className={styles.stale} data-testid="stale-note">
          {text.stale[stale]}
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
          {words !== mainValue ? <dd className={styles.words}>{fillTemplate(text.result.about, { amount: words })}</dd> : null}
          {todaysRupees ? <dd className={styles.words}>{todaysRupees}</dd> : null}
        </div>
      </dl>
      {children}
      {/* At body size, on screen and on paper: AMFI's guideline asks for the full disclaimer in normal-size type. */}
      <p className={styles.disclaimer} data-testid="illustration-disclaimer">
        <strong>{text.disclaimer.heading}:</strong> {text.disclaimer.text} <RegulatoryText line={text.disclaimer.warning} />
      </p>
      {share ? <ShareButton getUrl={share.getUrl} title={share.title} onBeforeShare={share.onBeforeShare} words={text.share} /> : null}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </section>
  );
}
