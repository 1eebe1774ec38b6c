'use client';

import type { CalculatorText, SwpCopy } from '@/content/calculators';
import { useCalculator } from '@/hooks/useCalculator';
import { formatRupees } from '@/lib/format';
import { plainValueText } from '@/lib/calculators/numberField';
import { SWP_FIELDS, swp } from '@/lib/calculators/swp';
import { fillTemplate } from '@/lib/template';
import { CalculatorFrame } from './CalculatorFrame';
import { todaysRupeesLine } from './ResultPanel';
import { YearlyChart } from './YearlyChart';
import { YearlyTable } from './YearlyTable';

/** "2 years and 5 months", "11 months", in the page's language. */
function duration(months: number, words: SwpCopy['duration']): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const monthText = rest === 1 ? words.month : fillTemplate(words.months, { n: rest });
  const yearText = years === 1 ? words.year : fillTemplate(words.years, { n: years });
  if (years === 0) return monthText;
  return rest === 0 ? yearText : fillTemplate(words.both, { years: yearText, months: monthText });
}

/** Monthly withdrawals from an invested sum; updates as the visitor types. */
export function SwpCalculator({ copy, text }: { copy: SwpCopy; text: CalculatorText }) {
  const { fields, form, say, frame } = useCalculator(SWP_FIELDS, copy, text, { mode: 'live' });
  const input = form.shown.values;
  const result = swp(input);
  const withdrawal = say('withdrawal');
  const rate = plainValueText(fields.rate, input.rate, text.field);
  // Conditional on the constant rate: with returns that vary the money can run out sooner.
  const lasts =
    result.monthsLasting === null
      ? fillTemplate(copy.lasts, { rate, period: say('years') })
      : fillTemplate(copy.runsOut, { rate, lasting: duration(result.monthsLasting, copy.duration) });

  return (
    <CalculatorFrame
      {...frame}
      result={{
        basis: fillTemplate(copy.basis, { withdrawal, corpus: say('corpus'), years: say('years'), rate: say('rate') }),
        figures: [
          { label: copy.withdrawn, value: formatRupees(result.withdrawn), testId: 'withdrawn' },
          {
            label: copy.lastingLabel,
            value: result.monthsLasting === null ? copy.wholePeriod : duration(result.monthsLasting, copy.duration),
            testId: 'lasts',
          },
        ],
        main: { label: copy.balance, amount: result.balance, testId: 'balance' },
        todaysRupees: todaysRupeesLine(text, result.balance, input.inflation, input.years),
        announcement: fillTemplate(copy.announcement, {
          balance: formatRupees(result.balance),
          withdrawn: formatRupees(result.withdrawn),
          lasts,
        }),
        children: <p>{lasts}</p>,
      }}
      growth={{
        heading: copy.growthHeading,
        content: (
          <>
            <YearlyChart
              subject={copy.chartSubject}
              series={[{ label: copy.balanceSeries, values: result.schedule.map((row) => row.balance) }]}
              words={text.chart}
              locale={text.locale}
            />
            <YearlyTable
              caption={fillTemplate(copy.caption, { withdrawal })}
              rowHeader={text.table.year}
              hint={text.table.scrollHint}
              columns={[
                { header: copy.withdrawnSoFar, values: result.schedule.map((row) => row.withdrawn) },
                { header: copy.balanceAtYearEnd, values: result.schedule.map((row) => row.balance) },
              ]}
            />
          </>
        ),
      }}
    />
  );
}
