'use client';

import { outcomeWords } from '@/content/calculators';
import type { FieldLabels } from '@/content/tools';
import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { COST_OF_DELAY_FIELDS, costOfDelay, costOfDelayConflicts } from '@/lib/costOfDelay';
import { formatRupees } from '@/lib/format';
import { todaysRupeesText } from '@/lib/inflation';
import { valueText } from '@/lib/numberField';
import { CalculatorFrame } from './CalculatorFrame';
import { ComparisonDetail } from './ComparisonDetail';

/** The same SIP started now or later and stopped on the same date; updates as the visitor types. */
export function CostOfDelayCalculator({ labels }: { labels: FieldLabels<keyof typeof COST_OF_DELAY_FIELDS> }) {
  const form = useCalculatorForm({ fields: COST_OF_DELAY_FIELDS, mode: 'live', crossCheck: costOfDelayConflicts });
  const input = form.shown.values;
  const result = costOfDelay(input);
  const late = valueText(COST_OF_DELAY_FIELDS.delay, input.delay);
  const amount = valueText(COST_OF_DELAY_FIELDS.amount, input.amount);
  const [now, later] = [formatRupees(result.now), formatRupees(result.later)];

  return (
    <CalculatorFrame
      label="Cost of delay calculator"
      shareTitle="Cost of delay estimate"
      form={form}
      labels={labels}
      result={{
        basis: `${amount} at ${valueText(COST_OF_DELAY_FIELDS.rate, input.rate)}, ending ${valueText(COST_OF_DELAY_FIELDS.years, input.years)} from now`,
        figures: [
          { label: 'Started now', value: now, swatch: 'first', testId: 'now' },
          { label: `Started ${late} later`, value: later, swatch: 'second', testId: 'later' },
          { label: 'Less invested by starting later', value: formatRupees(result.investedNow - result.investedLater) },
        ],
        main: { label: outcomeWords.costOfDelay.mainLabel, amount: result.cost, testId: 'cost' },
        todaysRupees: todaysRupeesText(result.cost, input.inflation, input.years),
        announcement: outcomeWords.costOfDelay.announcement(now, late, later, formatRupees(result.cost)),
      }}
      growth={{
        heading: 'Now and later, year by year',
        content: (
          <ComparisonDetail
            higher={{ label: 'Started now', values: result.schedule.map((row) => row.now) }}
            lower={{ label: 'Started later', values: result.schedule.map((row) => row.later) }}
            extraLabel="Extra from starting now"
            subject="the value started later and the extra from starting now"
            caption={`Year-by-year value of ${amount} started now and ${late} later, rounded to the rupee`}
          />
        ),
      }}
    />
  );
}
