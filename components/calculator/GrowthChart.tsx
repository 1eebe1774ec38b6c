import { labelledYears, niceScale } from '@/lib/chart';
import { formatInr, formatInrWords } from '@/lib/format';
import type { SipYear } from '@/lib/sip';
import styles from './GrowthChart.module.css';

type GrowthChartProps = {
  schedule: readonly SipYear[];
};

const rupees = (amount: number) => formatInr(amount, { paise: false });

/**
 * Stacked yearly bars, invested below and gains on top, drawn as plain SVG. The bars stretch with
 * the container (preserveAspectRatio="none") while the axis labels are HTML, so text stays at
 * reading size on a phone and on a wide screen alike. The figures themselves are in the table
 * that follows; the chart's text alternative summarises the shape.
 */
export function GrowthChart({ schedule }: GrowthChartProps) {
  const first = schedule[0];
  const last = schedule.at(-1);
  if (!first || !last) return null;
  const { max, ticks } = niceScale(last.value);
  const count = schedule.length;
  const slot = 100 / count;
  const barWidth = slot * (count === 1 ? 0.3 : 0.64);
  const height = (amount: number) => (amount / max) * 100;
  const summary =
    count === 1
      ? `Bar chart of the value after 1 year: ${rupees(last.value)}, of which ${rupees(last.invested)} invested and ${rupees(last.gains)} estimated gains.`
      : `Bar chart of the value at the end of each of ${count} years, split into amount invested and estimated gains. ` +
        `After year 1: ${rupees(first.value)}, of which ${rupees(first.invested)} invested. ` +
        `After year ${count}: ${rupees(last.value)}, of which ${rupees(last.invested)} invested and ${rupees(last.gains)} estimated gains. ` +
        'The table below lists every year.';

  return (
    <figure className={styles.chart}>
      <div className={styles.frame}>
        <div className={styles.yAxis} aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick} style={{ bottom: `${height(tick)}%` }}>
              {formatInrWords(tick)}
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
            {schedule.map((row, i) => {
              const x = i * slot + (slot - barWidth) / 2;
              return (
                <g key={row.year}>
                  <title>{`Year ${row.year}: value ${rupees(row.value)}, invested ${rupees(row.invested)}, gains ${rupees(row.gains)}`}</title>
                  <rect className={styles.invested} x={x} width={barWidth} y={100 - height(row.invested)} height={height(row.invested)} />
                  <rect className={styles.gains} x={x} width={barWidth} y={100 - height(row.value)} height={height(row.gains)} />
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
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.legend}>
          <span className={`${styles.key} ${styles.keyInvested}`} aria-hidden="true" />
          Invested so far
        </span>
        <span className={styles.legend}>
          <span className={`${styles.key} ${styles.keyGains}`} aria-hidden="true" />
          Estimated gains
        </span>
        <span className={styles.note}>Value at the end of each year</span>
      </figcaption>
    </figure>
  );
}
