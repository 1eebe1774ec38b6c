'use client';

import type { FieldLabels } from '@/content/tools';
import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { formatInr, formatInrWords } from '@/lib/format';
import { todaysRupeesText } from '@/lib/inflation';
import { valueText } from '@/lib/numberField';
import { SWP_FIELDS, swp } from '@/lib/swp';
import { CalculatorFrame } from './CalculatorFrame';
import { NumberField } from './NumberField';
import { ResultPanel } from './ResultPanel';
import { YearlyChart } from './YearlyChart';
import { YearlyTable } from './YearlyTable';

type Field = keyof typeof SWP_FIELDS;

const rupees = (amount: number) => formatInr(amount, { paise: false });

/** "2 years and 5 months", "11 months". */
function duration(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const part = (n: number, unit: string) => (n === 1 ? `1 ${unit}` : `${n} ${unit}s`);
  if (years === 0) return part(rest, 'month');
  return rest === 0 ? part(years, 'year') : `${part(years, 'year')} and ${part(rest, 'month')}`;
}

/** Monthly withdrawals from an invested sum; updates as the visitor types. */
export function SwpCalculator({ labels }: { labels: FieldLabels<Field> }) {
  const form = useCalculatorForm({ fields: SWP_FIELDS, mode: 'live' });
  const input = form.result?.values ?? form.current.values;
  const result = swp(input);
  const lasts =
    result.monthsLasting === null
      ? `It lasts the whole ${valueText(SWP_FIELDS.years, input.years)}.`
      : `It runs out after ${duration(result.monthsLasting)} of full withdrawals.`;

  return (
    <CalculatorFrame
      label="SWP calculator"
      onSubmit={form.onSubmit}
      ignored={form.ignored}
      result={
        <ResultPanel
          basis={`${valueText(SWP_FIELDS.withdrawal, input.withdrawal)} from ${valueText(SWP_FIELDS.corpus, input.corpus)} for ${valueText(SWP_FIELDS.years, input.years)} at ${valueText(SWP_FIELDS.rate, input.rate)}`}
          stale={form.stale ? 'live' : null}
          figures={[
            { label: 'Total withdrawn', value: rupees(result.withdrawn), testId: 'withdrawn' },
            {
              label: 'How long the money lasts',
              value: result.monthsLasting === null ? 'The whole period' : duration(result.monthsLasting),
              testId: 'lasts',
            },
          ]}
          main={{ label: 'Balance at the end', value: rupees(result.balance), testId: 'balance', words: formatInrWords(result.balance) }}
          todaysRupees={todaysRupeesText(result.balance, input.inflation, input.years)}
          announcement={`Balance at the end ${rupees(result.balance)}, ${rupees(result.withdrawn)} withdrawn. ${lasts}`}
          share={{ getUrl: form.shareUrl, title: 'SWP estimate', onBeforeShare: form.validate }}
        >
          <p>{lasts}</p>
        </ResultPanel>
      }
      growth={{
        heading: 'Year by year',
        content: (
          <>
            <YearlyChart subject="the balance" series={[{ label: 'Balance', values: result.schedule.map((row) => row.balance) }]} />
            <YearlyTable
              caption={`Year-by-year balance with ${valueText(SWP_FIELDS.withdrawal, input.withdrawal)} withdrawn, rounded to the rupee`}
              columns={[
                { header: 'Withdrawn so far', values: result.schedule.map((row) => row.withdrawn) },
                { header: 'Balance at year end', values: result.schedule.map((row) => row.balance) },
              ]}
            />
          </>
        ),
      }}
    >
      {(Object.keys(SWP_FIELDS) as Field[]).map((field) => (
        <NumberField key={field} label={labels[field]} {...form.bind(field)} />
      ))}
    </CalculatorFrame>
  );
}
