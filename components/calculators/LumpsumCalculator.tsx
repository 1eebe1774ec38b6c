'use client';

import type { FieldLabels } from '@/content/tools';
import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { formatInr, formatInrWords } from '@/lib/format';
import { todaysRupeesText } from '@/lib/inflation';
import { LUMPSUM_FIELDS, lumpsum } from '@/lib/lumpsum';
import { valueText } from '@/lib/numberField';
import { CalculatorFrame } from './CalculatorFrame';
import { GrowthDetail } from './GrowthDetail';
import { NumberField } from './NumberField';
import { ResultPanel } from './ResultPanel';

type Field = keyof typeof LUMPSUM_FIELDS;

const rupees = (amount: number) => formatInr(amount, { paise: false });

/** A one-time investment compounded yearly; updates as the visitor types. */
export function LumpsumCalculator({ labels }: { labels: FieldLabels<Field> }) {
  const form = useCalculatorForm({ fields: LUMPSUM_FIELDS, mode: 'live' });
  const input = form.result?.values ?? form.current.values;
  const result = lumpsum(input);

  return (
    <CalculatorFrame
      label="Lumpsum calculator"
      onSubmit={form.onSubmit}
      ignored={form.ignored}
      result={
        <ResultPanel
          basis={`${valueText(LUMPSUM_FIELDS.amount, input.amount)} for ${valueText(LUMPSUM_FIELDS.years, input.years)} at ${valueText(LUMPSUM_FIELDS.rate, input.rate)}, compounded yearly`}
          stale={form.stale ? 'live' : null}
          figures={[
            { label: 'Invested amount', value: rupees(result.invested), swatch: 'first' },
            { label: 'Estimated gains', value: rupees(result.gains), swatch: 'second' },
          ]}
          main={{ label: 'Maturity amount', value: rupees(result.maturity), testId: 'maturity', words: formatInrWords(result.maturity) }}
          todaysRupees={todaysRupeesText(result.maturity, input.inflation, input.years)}
          announcement={`Maturity amount ${rupees(result.maturity)}.`}
          share={{ getUrl: form.shareUrl, title: 'Lumpsum estimate', onBeforeShare: form.validate }}
        />
      }
      growth={{
        heading: 'How it grows, year by year',
        content: (
          <GrowthDetail
            rows={result.schedule}
            caption={`Year-by-year growth of ${valueText(LUMPSUM_FIELDS.amount, input.amount)} at ${valueText(LUMPSUM_FIELDS.rate, input.rate)}, rounded to the rupee`}
          />
        ),
      }}
    >
      {(Object.keys(LUMPSUM_FIELDS) as Field[]).map((field) => (
        <NumberField key={field} label={labels[field]} {...form.bind(field)} />
      ))}
    </CalculatorFrame>
  );
}
