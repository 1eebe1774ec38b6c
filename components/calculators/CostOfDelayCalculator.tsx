'use client';

import type { FieldLabels } from '@/content/tools';
import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { COST_OF_DELAY_FIELDS, costOfDelay, costOfDelayConflicts } from '@/lib/costOfDelay';
import { formatInr, formatInrWords } from '@/lib/format';
import { todaysRupeesText } from '@/lib/inflation';
import { valueText } from '@/lib/numberField';
import { CalculatorFrame } from './CalculatorFrame';
import { NumberField } from './NumberField';
import { ResultPanel } from './ResultPanel';
import { YearlyChart } from './YearlyChart';
import { YearlyTable } from './YearlyTable';

type Field = keyof typeof COST_OF_DELAY_FIELDS;

const rupees = (amount: number) => formatInr(amount, { paise: false });

/** The same SIP started now or later and stopped on the same date; updates as the visitor types. */
export function CostOfDelayCalculator({ labels }: { labels: FieldLabels<Field> }) {
  const form = useCalculatorForm({ fields: COST_OF_DELAY_FIELDS, mode: 'live', crossCheck: costOfDelayConflicts });
  const input = form.result?.values ?? form.current.values;
  const result = costOfDelay(input);
  const late = valueText(COST_OF_DELAY_FIELDS.delay, input.delay);

  return (
    <CalculatorFrame
      label="Cost of delay calculator"
      onSubmit={form.onSubmit}
      ignored={form.ignored}
      result={
        <ResultPanel
          basis={`${valueText(COST_OF_DELAY_FIELDS.amount, input.amount)} at ${valueText(COST_OF_DELAY_FIELDS.rate, input.rate)}, ending ${valueText(COST_OF_DELAY_FIELDS.years, input.years)} from now`}
          stale={form.stale ? 'live' : null}
          figures={[
            { label: 'Started now', value: rupees(result.now), swatch: 'first', testId: 'now' },
            { label: `Started ${late} later`, value: rupees(result.later), swatch: 'second', testId: 'later' },
            { label: 'Less invested by starting later', value: rupees(result.investedNow - result.investedLater) },
          ]}
          main={{ label: 'Cost of the delay', value: rupees(result.cost), testId: 'cost', words: formatInrWords(result.cost) }}
          todaysRupees={todaysRupeesText(result.cost, input.inflation, input.years)}
          announcement={`Started now ${rupees(result.now)}; started ${late} later ${rupees(result.later)}; the delay costs ${rupees(result.cost)}.`}
          share={{ getUrl: form.shareUrl, title: 'Cost of delay estimate', onBeforeShare: form.validate }}
        />
      }
      growth={{
        heading: 'Now and later, year by year',
        content: (
          <>
            <YearlyChart
              subject="the value started later and the extra from starting now"
              series={[
                { label: 'Started later', values: result.schedule.map((row) => row.later) },
                { label: 'Extra from starting now', values: result.schedule.map((row) => row.now - row.later) },
              ]}
            />
            <YearlyTable
              caption={`Year-by-year value of ${valueText(COST_OF_DELAY_FIELDS.amount, input.amount)} started now and ${late} later, rounded to the rupee`}
              columns={[
                { header: 'Started now', values: result.schedule.map((row) => row.now) },
                { header: 'Started later', values: result.schedule.map((row) => row.later) },
                { header: 'Difference', values: result.schedule.map((row) => row.now - row.later) },
              ]}
            />
          </>
        ),
      }}
    >
      {(Object.keys(COST_OF_DELAY_FIELDS) as Field[]).map((field) => (
        <NumberField key={field} label={labels[field]} {...form.bind(field)} />
      ))}
    </CalculatorFrame>
  );
}
