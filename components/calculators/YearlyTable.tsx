import { useId } from 'react';
import { formatInr } from '@/lib/format';
import { ScrollBox } from '@/components/ui/ScrollBox';
import styles from './YearlyTable.module.css';

export type TableColumn = { header: string; values: readonly number[] };

type YearlyTableProps = {
  caption: string;
  /** Money columns, each with one figure per year from year 1. */
  columns: readonly TableColumn[];
  /** What the first column counts: "Year", or "Age" for a table by age, in the page's language. */
  rowHeader: string;
  /** Under the table when it scrolls sideways, in the page's language (content/ui.ts scrollHint). */
  hint: string;
  /** The first column's entries; years 1, 2, 3... unless given. */
  rowLabels?: readonly (number | string)[];
};

const rupees = (amount: number) => formatInr(amount, { paise: false });

/**
 * The year-by-year figures behind a chart, rounded to the rupee. On a narrow screen the table
 * scrolls sideways inside its own box while the first column stays put, so each row keeps its year.
 */
export function YearlyTable({ caption, columns, rowHeader, hint, rowLabels }: YearlyTableProps) {
  const captionId = useId();
  const count = columns[0]?.values.length ?? 0;
  return (
    <>
      {/* The title sits outside the scrolling box so a phone shows all of it, not just the part above the first columns. */}
      <p id={captionId} className={styles.title}>
        {caption}
      </p>
      {/* Scrolls inside itself (with a hint) when it is wider than the screen, never the page. */}
      <ScrollBox hint={hint} className={styles.wrap} labelledBy={captionId}>
        <table className={styles.table} aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: count }, (_, i) => (
              <tr key={i}>
                <th scope="row">{rowLabels?.[i] ?? i + 1}</th>
                {columns.map((column) => (
                  <td key={column.header}>{rupees(column.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </>
  );
}
