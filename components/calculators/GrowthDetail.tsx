import type { YearRow } from '@/lib/compounding';
import { YearlyChart } from './YearlyChart';
import { YearlyTable, type TableColumn } from './YearlyTable';

type GrowthDetailProps = {
  /** Invested so far and value at the end of each year. */
  rows: readonly YearRow[];
  /** Names the table: what grows, at what rate. */
  caption: string;
  /** What a whole bar stands for: "the value". */
  subject?: string;
  /** A column before the standard three, such as each year's instalment. */
  leadColumn?: TableColumn;
  rowHeader?: string;
  rowLabels?: readonly (number | string)[];
  note?: string;
};

/** The chart and table every investment that grows shares: invested below, estimated gains on top, value at each year end. */
export function GrowthDetail({ rows, caption, subject = 'the value', leadColumn, rowHeader, rowLabels, note }: GrowthDetailProps) {
  const invested = rows.map((row) => row.invested);
  const gains = rows.map((row) => row.value - row.invested);
  return (
    <>
      <YearlyChart
        subject={subject}
        series={[
          { label: 'Invested so far', values: invested },
          { label: 'Estimated gains', values: gains },
        ]}
        note={note}
      />
      <YearlyTable
        caption={caption}
        rowHeader={rowHeader}
        rowLabels={rowLabels}
        columns={[
          ...(leadColumn ? [leadColumn] : []),
          { header: 'Invested so far', values: invested },
          { header: 'Estimated gains', values: gains },
          { header: 'Value at year end', values: rows.map((row) => row.value) },
        ]}
      />
    </>
  );
}
