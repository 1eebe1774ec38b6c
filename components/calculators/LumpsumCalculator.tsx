'use client';

import type { CalculatorText, LumpsumCopy } from '@/content/calculators';
import { useCalculator } from '@/hooks/useCalculator';
import { formatRupees } from '@/lib/format';
import { LUMPSUM_FIELDS, lumpsum } from '@/lib/calculators/lumpsum';
import { fillTemplate } from '@/lib/template';
import { CalculatorFrame } from './CalculatorFrame';
import { GrowthDetail } from './GrowthDetail';
import { todaysRupeesLine } from './ResultPanel';

/** A one-time investment compounded yearly; updates as the visitor types. */
export function LumpsumCalculator({ copy, text }: { copy: LumpsumCopy; text: CalculatorText }) {
  const { form, say, frame } = useCalculator(LUMPSUM_FIELDS, copy, text, { mode: 'live' });
  const input = form.shown.values;
  const result = lumpsum(input);
  const amount = say('amount');
  const rate = say('rate');

  return (
    <CalculatorFrame
      {...frame}
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
