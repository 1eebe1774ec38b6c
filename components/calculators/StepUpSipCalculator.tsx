'use client';

import type { CalculatorText, StepUpSipCopy } from '@/content/calculators';
import { useCalculator } from '@/hooks/useCalculator';
import { formatRupees } from '@/lib/format';
import { INFLATION_FIELD } from '@/lib/calculators/fields';
import { STEP_UP_SIP_FIELDS, stepUpSip } from '@/lib/calculators/stepUpSip';
import { fillTemplate } from '@/lib/template';
import { CalculatorFrame } from './CalculatorFrame';
import { GrowthDetail } from './GrowthDetail';
import { todaysRupeesLine } from './ResultPanel';

const FIELDS = { ...STEP_UP_SIP_FIELDS, inflation: INFLATION_FIELD };

/** A SIP whose instalment rises every year, against the same SIP kept flat; updates as the visitor types. */
export function StepUpSipCalculator({ copy, text }: { copy: StepUpSipCopy; text: CalculatorText }) {
  const { form, say, frame } = useCalculator(FIELDS, copy, text, { mode: 'live' });
  const input = form.shown.values;
  const result = stepUpSip(input);
  const flat = stepUpSip({ ...input, stepup: 0 });
  const amount = say('amount');

  return (
    <CalculatorFrame
      {...frame}
      result={{
        basis: fillTemplate(copy.basis, { amount, stepup: say('stepup'), years: say('years'), rate: say('rate') }),
        figures: [
          { label: text.result.invested, value: formatRupees(result.invested), swatch: 'first', testId: 'invested' },
          { label: text.result.gains, value: formatRupees(result.gains), swatch: 'second' },
          { label: copy.flat, value: formatRupees(flat.maturity), testId: 'flat' },
        ],
        main: { label: text.result.maturity, amount: result.maturity, testId: 'maturity' },
        todaysRupees: todaysRupeesLine(text, result.maturity, input.inflation, input.years),
        announcement: fillTemplate(copy.announcement, { maturity: formatRupees(result.maturity), invested: formatRupees(result.invested) }),
      }}
      growth={{
        heading: text.growthHeading,
        content: (
          <GrowthDetail
            rows={result.schedule}
            caption={fillTemplate(copy.caption, { amount })}
            leadColumn={{ header: copy.instalment, values: result.schedule.map((row) => row.instalment) }}
            text={text}
          />
        ),
      }}
    />
  );
}
