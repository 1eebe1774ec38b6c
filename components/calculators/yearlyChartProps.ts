import type { CalculatorText } from '@/content/calculators';
import type { Locale } from '@/lib/i18n/locale';

// What the chart and its lazily fetched drawing share, in a module of its own: the drawing
// (YearlyChartPlot) importing them from YearlyChart made the two import each other round, through the
// loader.

type ChartSeries = { label: string; values: readonly number[] };

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
