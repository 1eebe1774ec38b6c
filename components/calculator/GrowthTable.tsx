import { useId } from 'react';
import { formatInr } from '@/lib/format';
import type { SipYear } from '@/lib/sip';
import styles from './GrowthTable.module.css';

type GrowthTableProps = {
  schedule: readonly SipYear[];
  caption: string;
};

const rupees = (amount: number) => formatInr(amount, { paise: false });

/** The year-by-year figures behind the chart. On a narrow screen the table scrolls sideways on its own. */
export function GrowthTable({ schedule, caption }: GrowthTableProps) {
  const captionId = useId();
  return (
    <>
      {/* The title sits outside the scrolling box so a phone shows all of it, not just the part above the first columns. */}
      <p id={captionId} className={styles.title}>
        {caption}
      </p>
      {/* Focusable so keyboard users can scroll it when it is wider than the screen. */}
      <div className={styles.wrap} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Invested so far</th>
              <th scope="col">Estimated gains</th>
              <th scope="col">Value at year end</th>
            </tr>
          </thead>
          <tbody>
            {schedule.map((row) => (
              <tr key={row.year}>
                <th scope="row">{row.year}</th>
                <td>{rupees(row.invested)}</td>
                <td>{rupees(row.gains)}</td>
                <td>{rupees(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
