'use client';

import type { CalculatorText, LumpsumCopy } from '@/content/calculators';
import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { formatRupees } from '@/lib/format';
import { LUMPSUM_FIELDS, lumpsum } from '@/lib/lumpsum';
import { valueText, withFieldWords } from '@/lib/numberField';
import { fillTemplate } from '@/lib/template';
import { CalculatorFrame } from './CalculatorFrame';
import { GrowthDetail } from './GrowthDetail';
import { todaysRupeesLine } from './ResultPanel';

/** A one-time investment compounded yearly; updates as the visitor types. */
export function LumpsumCalculator({ copy, text }: { copy: LumpsumCopy; text: CalculatorText }) {
  const fields = withFieldWords(LUMPSUM_FIELDS, copy.fields);
  const form = useCalculatorForm({ fields, mode: 'live', words: text.field });
  const input = form.shown.values;
  const result = lumpsum(input);
  const say = (field: keyof typeof fields) => valueText(fields[field], input[field], text.field);
  const amount = say('amount');
  const rate = say('rate');

  return (
    <CalculatorFrame
      label={copy.label}
      shareTitle={copy.shareTitle}
      form={form}
      labels={copy.labels}
      text={text}
      result={{
        basis: fillTemplate(copy.basis, { amount, years: say('years'), rate }),
        figures: [
          { label: text.result.invested, value: formatRupees(result.invested), swatch: 'first' },
          { label: text.result.gains, value: formatRupees(result.gains), swatch: 'second' },
        ],
        main: { label: text.result.maturity, amount: result.maturity, testId: 'maturity' },
        todaysRupees: todaysRupeesLine(text, result.maturity, input.inflation, input.years),
        announcement: fillTemplate(copy.announcement, { maturity: formatRupees(result.maturity) }),
      }}
      growth={{
        heading: text.growthHeading,
        content: <GrowthDetail rows={result.schedule} caption={fillTemplate(copy.caption, { amount, rate })} text={text} />,
      }}
    />
  );
}
