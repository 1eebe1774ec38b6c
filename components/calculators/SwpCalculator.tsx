'use client';

import { outcomeWords } from '@/content/calculators';
import type { FieldLabels } from '@/content/tools';
import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { formatRupees } from '@/lib/format';
import { todaysRupeesText } from '@/lib/inflation';
import { plainValueText, valueText } from '@/lib/numberField';
import { SWP_FIELDS, swp } from '@/lib/swp';
import { CalculatorFrame } from './CalculatorFrame';
import { YearlyChart } from './YearlyChart';
import { YearlyTable } from './YearlyTable';

/** "2 years and 5 months", "11 months". */
function duration(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const part = (n: number, unit: string) => (n === 1 ? `1 ${unit}` : `${n} ${unit}s`);
  if (years === 0) return part(rest, 'month');
  return rest === 0 ? part(years, 'year') : `${part(years, 'year')} and ${part(rest, 'month')}`;
}

/** Monthly withdrawals from an invested sum; updates as the visitor types. */
export function SwpCalculator({ labels }: { labels: FieldLabels<keyof typeof SWP_FIELDS> }) {
  const form = useCalculatorForm({ fields: SWP_FIELDS, mode: 'live' });
  const input = form.shown.values;
  const result = swp(input);
  const withdrawal = valueText(SWP_FIELDS.withdrawal, input.withdrawal);
  const rate = plainValueText(SWP_FIELDS.rate, input.rate);
  const words = outcomeWords.swp;
  // Conditional on the constant rate: with returns that vary the money can run out sooner.
  const lasts =
    result.monthsLasting === null
      ? words.lasts(rate, valueText(SWP_FIELDS.years, input.years))
      : words.runsOut(rate, duration(result.monthsLasting));

  return (
    <CalculatorFrame
      label="SWP calculator"
      shareTitle="SWP estimate"
      form={form}
      labels={labels}
      result={{
        basis: `${withdrawal} from ${valueText(SWP_FIELDS.corpus, input.corpus)} for ${valueText(SWP_FIELDS.years, input.years)} at ${valueText(SWP_FIELDS.rate, input.rate)}`,
        figures: [
          { label: 'Total withdrawn', value: formatRupees(result.withdrawn), testId: 'withdrawn' },
          {
            label: words.lastingLabel,
            value: result.monthsLasting === null ? words.wholePeriod : duration(result.monthsLasting),
            testId: 'lasts',
          },
        ],
        main: { label: 'Balance at the end', amount: result.balance, testId: 'balance' },
        todaysRupees: todaysRupeesText(result.balance, input.inflation, input.years),
        announcement: `Balance at the end ${formatRupees(result.balance)}, ${formatRupees(result.withdrawn)} withdrawn. ${lasts}`,
        children: <p>{lasts}</p>,
      }}
      growth={{
        heading: 'Year by year',
        content: (
          <>
            <YearlyChart subject="the balance" series={[{ label: 'Balance', values: result.schedule.map((row) => row.balance) }]} />
            <YearlyTable
              caption={`Year-by-year balance with ${withdrawal} withdrawn, rounded to the rupee`}
              columns={[
                { header: 'Withdrawn so far', values: result.schedule.map((row) => row.withdrawn) },
                { header: 'Balance at year end', values: result.schedule.map((row) => row.balance) },
              ]}
            />
          </>
        ),
      }}
    />
  );
}
