import { labelledYears, niceScale } from '@/lib/calculators/chart';
import { formatInr, formatInrWords } from '@/lib/format';
import { fillTemplate } from '@/lib/template';
import { TONES, type YearlyChartProps } from './yearlyChartProps';

export type YearlyChartPlotProps = Pick<YearlyChartProps, 'subject' | 'series' | 'words' | 'locale'> & {
  /** The chart's class names, from YearlyChart: a stylesheet imported here too would make Turbopack merge it into the site-wide CSS. */
  styles: Readonly<Record<string, string>>;
};

const rupees = (amount: number) => formatInr(amount, { paise: false });

function describe(words: YearlyChartProps['words'], series: YearlyChartProps['series'], year: number): string {
  const total = series.reduce((sum, s) => sum + (s.values[year - 1] ?? 0), 0);
  if (series.length === 1) return rupees(total);
  const parts = series
    .map((s) => fillTemplate(words.part, { label: s.label.toLowerCase(), amount: rupees(s.values[year - 1] ?? 0) }))
    .join(words.partsJoin);
  return fillTemplate(words.ofWhich, { total: rupees(total), parts });
}

/**
 * The drawing of a YearlyChart: the y axis, the bars and the years under them. Bars are plain SVG
 * that stretches with the container (preserveAspectRatio="none") while the axis labels are HTML, so
 * text stays at reading size on a phone and on a wide screen alike. The figures are in the table
 * that follows; the drawing's text alternative summarises the shape.
 */
export function YearlyChartPlot({ subject, series, words, locale, styles }: YearlyChartPlotProps) {
  const count = series[0].values.length;
  const totals = Array.from({ length: count }, (_, i) => series.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0));
  const { max, ticks } = niceScale(Math.max(...totals));
  const slot = 100 / count;
  const barWidth = slot * (count === 1 ? 0.3 : 0.64);
  const height = (amount: number) => (Math.max(0, amount) / max) * 100;
  const split =
    series.length === 2
      ? fillTemplate(words.split, { first: series[0].label.toLowerCase(), second: series[1]?.label.toLowerCase() ?? '' })
      : '';
  const summary =
    count === 1
      ? fillTemplate(words.summaryOne, { subject, figures: describe(words, series, 1) })
      : fillTemplate(words.summaryMany, {
          subject,
          count,
          split,
          first: describe(words, series, 1),
          last: describe(words, series, count),
        });

  return (
    <>
      <div className={styles.yAxis} aria-hidden="true">
        {ticks.map((tick) => (
          <span key={tick} style={{ bottom: `${height(tick)}%` }}>
            {formatInrWords(tick, locale)}
          </span>
        ))}
      </div>
      <div className={styles.plot}>
        <svg className={styles.svg} viewBox="0 0 100 100" preserveAspectRatio="none" role="img" aria-label={summary}>
          {ticks.map((tick) => (
            <line
              key={tick}
              className={styles.grid}
              x1="0"
              x2="100"
              y1={100 - height(tick)}
              y2={100 - height(tick)}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {totals.map((_, i) => {
            const x = i * slot + (slot - barWidth) / 2;
            let base = 0;
            return (
              <g key={i}>
                <title>{fillTemplate(words.yearTitle, { year: i + 1, figures: describe(words, series, i + 1) })}</title>
                {series.map((s, k) => {
                  const h = height(s.values[i] ?? 0);
                  base += h;
                  return <rect key={s.label} className={styles[TONES[k] ?? 'first']} x={x} width={barWidth} y={100 - base} height={h} />;
                })}
              </g>
            );
          })}
        </svg>
        <div className={styles.xAxis} aria-hidden="true">
          {labelledYears(count).map((year) => (
            <span key={year} style={{ left: `${(year - 0.5) * slot}%` }}>
              {year}
            </span>
          ))}
        </div>
      </div>
    </>
  );
}
