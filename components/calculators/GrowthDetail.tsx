import type { CalculatorText } from '@/content/calculators';
import type { YearRow } from '@/lib/calculators/compounding';
import { YearlyChart } from './YearlyChart';
import { YearlyTable, type TableColumn } from './YearlyTable';

type GrowthDetailProps = {
  /** Invested so far and value at the end of each year. */
  rows: readonly YearRow[];
  /** Names the table: what grows, at what rate. */
  caption: string;
  /** What a whole bar stands for: "the value" (the words' theValue unless given). */
  subject?: string;
  /** A column before the standard three, such as each year's instalment. */
  leadColumn?: TableColumn;
  rowHeader?: string;
  rowLabels?: readonly (number | string)[];
  note?: string;
  /** The shared words, in the page's language. */
  text: CalculatorText;
};

/** The chart and table every investment that grows shares: invested below, estimated gains on top, value at each year end. */
export function GrowthDetail({ rows, caption, subject, leadColumn, rowHeader, rowLabels, note, text }: GrowthDetailProps) {
  const invested = rows.map((row) => row.invested);
  const gains = rows.map((row) => row.value - row.invested);
  const { table } = text;
  return (
    <>
      <YearlyChart
        subject={subject ?? text.chart.theValue}
        series={[
          { label: table.investedSoFar, values: invested },
          { label: table.estimatedGains, values: gains },
        ]}
        note={note}
        words={text.chart}
        locale={text.locale}
      />
      <YearlyTable
        caption={caption}
        rowHeader={rowHeader ?? table.year}
        hint={table.scrollHint}
        rowLabels={rowLabels}
        columns={[
          ...(leadColumn ? [leadColumn] : []),
          { header: table.investedSoFar, values: invested },
          { header: table.estimatedGains, values: gains },
          { header: table.valueAtYearEnd, values: rows.map((row) => row.value) },
        ]}
      />
    </>
  );
}
