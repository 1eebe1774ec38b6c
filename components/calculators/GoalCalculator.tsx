'use client';

import { outcomeWords } from '@/content/calculators';
import type { FieldLabels } from '@/content/tools';
import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { formatRupees } from '@/lib/format';
import { GOAL_FIELDS, goal } from '@/lib/goal';
import { valueText } from '@/lib/numberField';
import { CalculatorFrame } from './CalculatorFrame';
import { GrowthDetail } from './GrowthDetail';
import { Presets } from './Presets';

type GoalCalculatorProps = {
  labels: FieldLabels<keyof typeof GOAL_FIELDS>;
  /** Buttons that fill in a typical cost and horizon. */
  presets: readonly { label: string; cost: number; years: number }[];
};

/** A goal's future cost and the SIP or lumpsum that could reach it; updates as the visitor types. */
export function GoalCalculator({ labels, presets }: GoalCalculatorProps) {
  const form = useCalculatorForm({ fields: GOAL_FIELDS, mode: 'live' });
  const input = form.shown.values;
  const result = goal(input);
  const cost = valueText(GOAL_FIELDS.cost, input.cost);
  const sip = formatRupees(result.monthlySip);

  return (
    <CalculatorFrame
      label="Goal calculator"
      shareTitle="Goal estimate"
      form={form}
      labels={labels}
      result={{
        basis: `${cost} today, in ${valueText(GOAL_FIELDS.years, input.years)}, with prices rising ${valueText(GOAL_FIELDS.inflation, input.inflation)} and an assumed return of ${valueText(GOAL_FIELDS.rate, input.rate)}`,
        figures: [
          { label: 'Cost when the goal falls due', value: formatRupees(result.futureCost), testId: 'future-cost' },
          { label: 'Your savings could grow to', value: formatRupees(result.savedGrowsTo) },
          { label: 'Or a lumpsum invested today', value: formatRupees(result.lumpsum), testId: 'lumpsum' },
        ],
        main: { label: outcomeWords.goal.mainLabel, amount: result.monthlySip, testId: 'monthly-sip' },
        todaysRupees: `The cost when it falls due is ${cost} in today’s rupees.`,
        announcement: `Cost when due ${formatRupees(result.futureCost)}; monthly SIP needed ${sip}, or a lumpsum of ${formatRupees(result.lumpsum)} today.`,
        children: result.shortfall === 0 ? <p>{outcomeWords.goal.covered}</p> : null,
      }}
      growth={
        result.monthlySip > 0
          ? {
              heading: 'The monthly SIP, year by year',
              content: (
                <GrowthDetail
                  rows={result.schedule}
                  subject="the SIP’s value"
                  caption={`Year-by-year growth of a ${sip} monthly SIP towards the goal, rounded to the rupee`}
                />
              ),
            }
          : null
      }
    >
      <Presets
        label="Start from a typical goal"
        presets={presets}
        describe={(preset) => `${formatRupees(preset.cost)} in ${preset.years} years`}
        onPick={(preset) => form.setValues({ cost: preset.cost, years: preset.years })}
      />
    </CalculatorFrame>
  );
}
