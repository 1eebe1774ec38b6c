import { RowHeaderTable } from '@/components/ui/RowHeaderTable';
import styles from './LabelledTable.module.css';

type LabelledTableProps = {
  caption: string;
  /** The header of the label column, then of the value column. */
  columns: readonly [string, string];
  /** Each row: a label (a row header) and its value. Labels must be unique: they are the keys. */
  rows: readonly (readonly [string, string])[];
};

/** A captioned two-column table of labels and values, as the regulatory pages show them. */
export function LabelledTable({ caption, columns, rows }: LabelledTableProps) {
  return (
    <div className={styles.tableWrap}>
      <RowHeaderTable className={styles.table} caption={caption} columns={columns} rows={rows} />
    </div>
  );
}
