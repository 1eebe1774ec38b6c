'use client';

import type { FieldLabels } from '@/content/tools';
import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { formatRupees } from '@/lib/format';
import { todaysRupeesText } from '@/lib/inflation';
import { INFLATION_FIELD } from '@/lib/fields';
import { valueText } from '@/lib/numberField';
import { STEP_UP_SIP_FIELDS, stepUpSip } from '@/lib/stepUpSip';
import { CalculatorFrame } from './CalculatorFrame';
import { GrowthDetail } from './GrowthDetail';

const FIELDS = { ...STEP_UP_SIP_FIELDS, inflation: INFLATION_FIELD };

/** A SIP whose instalment rises every year, against the same SIP kept flat; updates as the visitor types. */
export function StepUpSipCalculator({ labels }: { labels: FieldLabels<keyof typeof FIELDS> }) {
  const form = useCalculatorForm({ fields: FIELDS, mode: 'live' });
  const input = form.shown.values;
  const result = stepUpSip(input);
  const flat = stepUpSip({ ...input, stepup: 0 });
  const amount = valueText(FIELDS.amount, input.amount);

  return (
    <CalculatorFrame
      label="Step-up SIP calculator"
      shareTitle="Step-up SIP estimate"
      form={form}
      labels={labels}
      result={{
        basis: `${amount} to start, rising ${valueText(FIELDS.stepup, input.stepup)}, for ${valueText(FIELDS.years, input.years)} at ${valueText(FIELDS.rate, input.rate)}`,
        figures: [
          { label: 'Invested amount', value: formatRupees(result.invested), swatch: 'first', testId: 'invested' },
          { label: 'Estimated gains', value: formatRupees(result.gains), swatch: 'second' },
          { label: 'The same SIP without a step-up', value: formatRupees(flat.maturity), testId: 'flat' },
        ],
        main: { label: 'Maturity amount', amount: result.maturity, testId: 'maturity' },
        todaysRupees: todaysRupeesText(result.maturity, input.inflation, input.years),
        announcement: `Maturity amount ${formatRupees(result.maturity)} from ${formatRupees(result.invested)} invested.`,
      }}
      growth={{
        heading: 'How it grows, year by year',
        content: (
          <GrowthDetail
            rows={result.schedule}
            caption={`Year-by-year growth of a step-up SIP starting at ${amount}, rounded to the rupee`}
            leadColumn={{ header: 'Monthly instalment', values: result.schedule.map((row) => row.instalment) }}
          />
        ),
      }}
    />
  );
}
