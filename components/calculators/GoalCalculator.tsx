'use client';

import type { CalculatorText, GoalCopy } from '@/content/calculators';
import { useCalculator } from '@/hooks/useCalculator';
import { formatRupees } from '@/lib/format';
import { GOAL_FIELDS, goal } from '@/lib/calculators/goal';
import { fillTemplate } from '@/lib/template';
import { CalculatorFrame } from './CalculatorFrame';
import { GrowthDetail } from './GrowthDetail';
import { Presets } from './Presets';

type GoalCalculatorProps = {
  copy: GoalCopy;
  text: CalculatorText;
  /** Buttons that fill in a typical cost and horizon, named in the page's language. */
  presets: readonly { label: string; cost: number; years: number; rate: number }[];
};

/** A goal's future cost and the SIP or lumpsum that could reach it; updates as the visitor types. */
export function GoalCalculator({ copy, text, presets }: GoalCalculatorProps) {
  const { form, say, frame } = useCalculator(GOAL_FIELDS, copy, text, { mode: 'live' });
  const input = form.shown.values;
  const result = goal(input);
  const cost = say('cost');
  const sip = formatRupees(result.monthlySip);

  return (
    <CalculatorFrame
      {...frame}
      result={{
        basis: fillTemplate(copy.basis, { cost, years: say('years'), inflation: say('inflation'), rate: say('rate') }),
        figures: [
          { label: copy.futureCost, value: formatRupees(result.futureCost), testId: 'future-cost' },
          { label: copy.savedGrowsTo, value: formatRupees(result.savedGrowsTo) },
          { label: copy.lumpsum, value: formatRupees(result.lumpsum), testId: 'lumpsum' },
        ],
        main: { label: copy.mainLabel, amount: result.monthlySip, testId: 'monthly-sip' },
        todaysRupees: fillTemplate(copy.todaysRupees, { cost }),
        announcement: fillTemplate(copy.announcement, {
          futureCost: formatRupees(result.futureCost),
          sip,
          lumpsum: formatRupees(result.lumpsum),
        }),
        children: result.shortfall === 0 ? <p>{copy.covered}</p> : null,
      }}
      growth={
        result.monthlySip > 0
          ? {
              heading: copy.growthHeading,
              content: (
                <GrowthDetail rows={result.schedule} subject={copy.subject} caption={fillTemplate(copy.caption, { sip })} text={text} />
              ),
            }
          : null
      }
    >
      <Presets
        label={copy.presetsLabel}
        presets={presets}
        describe={(preset) => fillTemplate(copy.presetDetail, { cost: formatRupees(preset.cost), years: preset.years, rate: preset.rate })}
        onPick={(preset) => form.setValues({ cost: preset.cost, years: preset.years, rate: preset.rate })}
      />
    </CalculatorFrame>
  );
}
