'use client';

import type { FieldLabels } from '@/content/tools';
import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { formatInr, formatInrWords } from '@/lib/format';
import { todaysRupeesText } from '@/lib/inflation';
import { INFLATION_FIELD } from '@/lib/fields';
import { valueText } from '@/lib/numberField';
import { STEP_UP_SIP_FIELDS, stepUpSip } from '@/lib/stepUpSip';
import { CalculatorFrame } from './CalculatorFrame';
import { GrowthDetail } from './GrowthDetail';
import { NumberField } from './NumberField';
import { ResultPanel } from './ResultPanel';

const FIELDS = { ...STEP_UP_SIP_FIELDS, inflation: INFLATION_FIELD };
type Field = keyof typeof FIELDS;

const rupees = (amount: number) => formatInr(amount, { paise: false });

/** A SIP whose instalment rises every year, against the same SIP kept flat; updates as the visitor types. */
export function StepUpSipCalculator({ labels }: { labels: FieldLabels<Field> }) {
  const form = useCalculatorForm({ fields: FIELDS, mode: 'live' });
  const input = form.result?.values ?? form.current.values;
  const result = stepUpSip(input);
  const flat = stepUpSip({ ...input, stepup: 0 });

  return (
    <CalculatorFrame
      label="Step-up SIP calculator"
      onSubmit={form.onSubmit}
      ignored={form.ignored}
      result={
        <ResultPanel
          basis={`${valueText(FIELDS.amount, input.amount)} to start, rising ${valueText(FIELDS.stepup, input.stepup)}, for ${valueText(FIELDS.years, input.years)} at ${valueText(FIELDS.rate, input.rate)}`}
          stale={form.stale ? 'live' : null}
          figures={[
            { label: 'Invested amount', value: rupees(result.invested), swatch: 'first', testId: 'invested' },
            { label: 'Estimated gains', value: rupees(result.gains), swatch: 'second' },
            { label: 'The same SIP without a step-up', value: rupees(flat.maturity), testId: 'flat' },
          ]}
          main={{ label: 'Maturity amount', value: rupees(result.maturity), testId: 'maturity', words: formatInrWords(result.maturity) }}
          todaysRupees={todaysRupeesText(result.maturity, input.inflation, input.years)}
          announcement={`Maturity amount ${rupees(result.maturity)} from ${rupees(result.invested)} invested.`}
          share={{ getUrl: form.shareUrl, title: 'Step-up SIP estimate', onBeforeShare: form.validate }}
        />
      }
      growth={{
        heading: 'How it grows, year by year',
        content: (
          <GrowthDetail
            rows={result.schedule}
            caption={`Year-by-year growth of a step-up SIP starting at ${valueText(FIELDS.amount, input.amount)}, rounded to the rupee`}
            leadColumn={{ header: 'Monthly instalment', values: result.schedule.map((row) => row.instalment) }}
          />
        ),
      }}
    >
      {(Object.keys(FIELDS) as Field[]).map((field) => (
        <NumberField key={field} label={labels[field]} {...form.bind(field)} />
      ))}
    </CalculatorFrame>
  );
}
