'use client';

import type { CalculatorText, CostOfDelayCopy } from '@/content/calculators';
import { useCalculator } from '@/hooks/useCalculator';
import { COST_OF_DELAY_FIELDS, costOfDelay, costOfDelayConflicts } from '@/lib/calculators/costOfDelay';
import { formatRupees } from '@/lib/format';
import { fillTemplate } from '@/lib/template';
import { CalculatorFrame } from './CalculatorFrame';
import { ComparisonDetail } from './ComparisonDetail';
import { todaysRupeesLine } from './ResultPanel';

type Values = Parameters<typeof costOfDelayConflicts>[0];

/** The same SIP started now or later and stopped on the same date; updates as the visitor types. */
export function CostOfDelayCalculator({ copy, text }: { copy: CostOfDelayCopy; text: CalculatorText }) {
  // The rule is lib's; its message is the page's language.
  const crossCheck = (values: Values) => (costOfDelayConflicts(values).delay ? { delay: copy.conflicts.delay } : {});
  const { form, say, frame } = useCalculator(COST_OF_DELAY_FIELDS, copy, text, { mode: 'live', crossCheck });
  const input = form.shown.values;
  const result = costOfDelay(input);
  const late = say('delay');
  const amount = say('amount');
  const [now, later] = [formatRupees(result.now), formatRupees(result.later)];

  return (
    <CalculatorFrame
      {...frame}
      result={{
        basis: fillTemplate(copy.basis, { amount, rate: say('rate'), years: say('years') }),
        figures: [
          { label: copy.startedNow, value: now, swatch: 'first', testId: 'now' },
          { label: fillTemplate(copy.startedDelayLater, { delay: late }), value: later, swatch: 'second', testId: 'later' },
          { label: copy.lessInvested, value: formatRupees(result.investedNow - result.investedLater) },
        ],
        main: { label: copy.mainLabel, amount: result.cost, testId: 'cost' },
        todaysRupees: todaysRupeesLine(text, result.cost, input.inflation, input.years),
        announcement: fillTemplate(copy.announcement, { now, delay: late, later, cost: formatRupees(result.cost) }),
      }}
      growth={{
        heading: copy.growthHeading,
        content: (
          <ComparisonDetail
            higher={{ label: copy.startedNow, values: result.schedule.map((row) => row.now) }}
            lower={{ label: copy.startedLater, values: result.schedule.map((row) => row.later) }}
            extraLabel={copy.extraLabel}
            subject={copy.subject}
            caption={fillTemplate(copy.caption, { amount, delay: late })}
            text={text}
          />
        ),
      }}
    />
  );
}
