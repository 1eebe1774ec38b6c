'use client';

import type { FieldLabels } from '@/content/tools';
import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { formatInr, formatInrWords } from '@/lib/format';
import { GOAL_FIELDS, goal } from '@/lib/goal';
import { valueText } from '@/lib/numberField';
import { CalculatorFrame } from './CalculatorFrame';
import { GrowthDetail } from './GrowthDetail';
import { NumberField } from './NumberField';
import { Presets } from './Presets';
import { ResultPanel } from './ResultPanel';

type Field = keyof typeof GOAL_FIELDS;

type GoalCalculatorProps = {
  labels: FieldLabels<Field>;
  /** Buttons that fill in a typical cost and horizon. */
  presets: readonly { label: string; cost: number; years: number }[];
};

const rupees = (amount: number) => formatInr(amount, { paise: false });

/** A goal's future cost and the SIP or lumpsum that could reach it; updates as the visitor types. */
export function GoalCalculator({ labels, presets }: GoalCalculatorProps) {
  const form = useCalculatorForm({ fields: GOAL_FIELDS, mode: 'live' });
  const input = form.result?.values ?? form.current.values;
  const result = goal(input);

  return (
    <CalculatorFrame
      label="Goal calculator"
      onSubmit={form.onSubmit}
      ignored={form.ignored}
      result={
        <ResultPanel
          basis={`${valueText(GOAL_FIELDS.cost, input.cost)} today, in ${valueText(GOAL_FIELDS.years, input.years)}, with prices rising ${valueText(GOAL_FIELDS.inflation, input.inflation)} and an expected return of ${valueText(GOAL_FIELDS.rate, input.rate)}`}
          stale={form.stale ? 'live' : null}
          figures={[
            { label: 'Cost when the goal falls due', value: rupees(result.futureCost), testId: 'future-cost' },
            { label: 'Your savings could grow to', value: rupees(result.savedGrowsTo) },
            { label: 'Or a lumpsum invested today', value: rupees(result.lumpsum), testId: 'lumpsum' },
          ]}
          main={{
            label: 'Monthly SIP needed',
            value: rupees(result.monthlySip),
            testId: 'monthly-sip',
            words: formatInrWords(result.monthlySip),
          }}
          todaysRupees={`The cost when it falls due is ${valueText(GOAL_FIELDS.cost, input.cost)} in today’s rupees.`}
          announcement={`Cost when due ${rupees(result.futureCost)}; monthly SIP needed ${rupees(result.monthlySip)}, or a lumpsum of ${rupees(result.lumpsum)} today.`}
          share={{ getUrl: form.shareUrl, title: 'Goal estimate', onBeforeShare: form.validate }}
        >
          {result.shortfall === 0 ? <p>Your savings already set aside could cover this goal at these rates.</p> : null}
        </ResultPanel>
      }
      growth={
        result.monthlySip > 0
          ? {
              heading: 'The monthly SIP, year by year',
              content: (
                <GrowthDetail
                  rows={result.schedule}
                  subject="the SIP’s value"
                  caption={`Year-by-year growth of a ${rupees(result.monthlySip)} monthly SIP towards the goal, rounded to the rupee`}
                />
              ),
            }
          : null
      }
    >
      <Presets
        label="Start from a typical goal"
        presets={presets}
        describe={(preset) => `${rupees(preset.cost)} in ${preset.years} years`}
        onPick={(preset) => form.setValues({ cost: preset.cost, years: preset.years })}
      />
      {(Object.keys(GOAL_FIELDS) as Field[]).map((field) => (
        <NumberField key={field} label={labels[field]} {...form.bind(field)} />
      ))}
    </CalculatorFrame>
  );
}
