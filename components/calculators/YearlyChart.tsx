import { useRef, useState } from 'react';
import { useLoadTrigger } from '@/hooks/useLoadTrigger';
import { fetchPlot, type Plot } from './YearlyChartLoader';
import { TONES, type YearlyChartProps } from './yearlyChartProps';
import styles from './YearlyChart.module.css';

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
