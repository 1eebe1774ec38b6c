import { useRef, useState } from 'react';
import type { CalculatorText } from '@/content/calculators';
import type { Locale } from '@/lib/locale';
import { useLoadTrigger } from '@/hooks/useLoadTrigger';
import { fetchPlot, type Plot } from './YearlyChartLoader';
import styles from './YearlyChart.module.css';

export type ChartSeries = { label: string; values: readonly number[] };

export type YearlyChartProps = {
  /** What a whole bar stands for, as a sentence names it: "the value". */
  subject: string;
  /** One or two series, stacked bottom first; each holds one figure per year from year 1. */
  series: readonly [ChartSeries] | readonly [ChartSeries, ChartSeries];
  /** Under the legend: when in the year the figures are taken (the words' atYearEnd unless given). */
  note?: string;
  /** The chart's words in the page's language, and that language (for amounts in words). */
  words: CalculatorText['chart'];
  locale: Locale;
};

export const TONES = ['first', 'second'] as const;

/**
 * Yearly bars (stacked when there are two series) with their legend. The drawing's code is fetched
 * when the chart nears the viewport; until then the legend shows and the plot's box is already
 * its full height, so nothing below moves when the bars arrive.
 */
export function YearlyChart({ subject, series, note, words, locale }: YearlyChartProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [Drawing, setDrawing] = useState<Plot | null>(fetchPlot.loaded);
  const count = series[0].values.length;
  useLoadTrigger(frameRef, { rootMargin: '50% 0px', enabled: count > 0 && Drawing === null }, () => {
    // Code that cannot be fetched leaves the box empty; the table below has every figure.
    fetchPlot()
      .then((plot) => setDrawing(() => plot))
      .catch(() => {});
  });
  if (count === 0) return null;

  return (
    <figure className={styles.chart} data-pending={Drawing ? undefined : ''}>
      <div ref={frameRef} className={styles.frame}>
        {Drawing ? (
          <Drawing subject={subject} series={series} words={words} locale={locale} styles={styles} />
        ) : (
          <div className={styles.pending} />
        )}
      </div>
      <figcaption className={styles.caption}>
        {series.map((s, k) => (
          <span key={s.label} className={styles.legend}>
            <span className={`${styles.key} ${styles[`key-${TONES[k] ?? 'first'}`]}`} aria-hidden="true" />
            {s.label}
          </span>
        ))}
        <span className={styles.note}>{note ?? words.atYearEnd}</span>
      </figcaption>
    </figure>
  );
}
