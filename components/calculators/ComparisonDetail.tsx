import type { CalculatorText } from '@/content/calculators';
import { YearlyChart } from './YearlyChart';
import { YearlyTable } from './YearlyTable';

type Series = { label: string; values: readonly number[] };

type ComparisonDetailProps = {
  /** The larger of the two each year ("Started now", "Direct Plan"). */
  higher: Series;
  /** The smaller ("Started later", "Regular Plan"). */
  lower: Series;
  /** The chart's top part, the higher less the lower: "Extra from starting now". */
  extraLabel: string;
  /** What a whole bar stands for. */
  subject: string;
  /** Names the table. */
  caption: string;
  /** The shared words, in the page's language. */
  text: CalculatorText;
};

/** The chart and table of two ways of investing side by side: the lower below, the extra of the higher on top; both and the difference in the table. */
export function ComparisonDetail({ higher, lower, extraLabel, subject, caption, text }: ComparisonDetailProps) {
  const difference = higher.values.map((value, index) => value - (lower.values[index] ?? 0));
  return (
    <>
      <YearlyChart subject={subject} series={[lower, { label: extraLabel, values: difference }]} words={text.chart} locale={text.locale} />
      <YearlyTable
        caption={caption}
        rowHeader={text.table.year}
        hint={text.table.scrollHint}
        columns={[
          { header: higher.label, values: higher.values },
          { header: lower.label, values: lower.values },
          { header: text.table.difference, values: difference },
        ]}
      />
    </>
  );
}
