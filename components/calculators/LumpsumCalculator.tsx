'use client';

import type { FieldLabels } from '@/content/tools';
import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { formatRupees } from '@/lib/format';
import { todaysRupeesText } from '@/lib/inflation';
import { LUMPSUM_FIELDS, lumpsum } from '@/lib/lumpsum';
import { valueText } from '@/lib/numberField';
import { CalculatorFrame } from './CalculatorFrame';
import { GrowthDetail } from './GrowthDetail';

/** A one-time investment compounded yearly; updates as the visitor types. */
export function LumpsumCalculator({ labels }: { labels: FieldLabels<keyof typeof LUMPSUM_FIELDS> }) {
  const form = useCalculatorForm({ fields: LUMPSUM_FIELDS, mode: 'live' });
  const input = form.shown.values;
  const result = lumpsum(input);
  const amount = valueText(LUMPSUM_FIELDS.amount, input.amount);
  const rate = valueText(LUMPSUM_FIELDS.rate, input.rate);

  return (
    <CalculatorFrame
      label="Lumpsum calculator"
      shareTitle="Lumpsum estimate"
      form={form}
      labels={labels}
      result={{
        basis: `${amount} for ${valueText(LUMPSUM_FIELDS.years, input.years)} at ${rate}, compounded yearly`,
        figures: [
          { label: 'Invested amount', value: formatRupees(result.invested), swatch: 'first' },
          { label: 'Estimated gains', value: formatRupees(result.gains), swatch: 'second' },
        ],
        main: { label: 'Maturity amount', amount: result.maturity, testId: 'maturity' },
        todaysRupees: todaysRupeesText(result.maturity, input.inflation, input.years),
        announcement: `Maturity amount ${formatRupees(result.maturity)}.`,
      }}
      growth={{
        heading: 'How it grows, year by year',
        content: <GrowthDetail rows={result.schedule} caption={`Year-by-year growth of ${amount} at ${rate}, rounded to the rupee`} />,
      }}
    />
  );
}
