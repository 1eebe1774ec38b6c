'use client';

import { outcomeWords } from '@/content/calculators';
import type { FieldLabels } from '@/content/tools';
import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { formatRupees } from '@/lib/format';
import { todaysRupeesText } from '@/lib/inflation';
import { plainValueText, valueText } from '@/lib/numberField';
import { RETIREMENT_FIELDS, retirement, retirementConflicts } from '@/lib/retirement';
import { CalculatorFrame } from './CalculatorFrame';
import { GrowthDetail } from './GrowthDetail';

/** The corpus retirement could need and what could build it; updates as the visitor types. */
export function RetirementCalculator({ labels }: { labels: FieldLabels<keyof typeof RETIREMENT_FIELDS> }) {
  const form = useCalculatorForm({ fields: RETIREMENT_FIELDS, mode: 'live', crossCheck: retirementConflicts });
  const input = form.shown.values;
  const result = retirement(input);
  const sip = formatRupees(result.monthlySip);

  return (
    <CalculatorFrame
      label="Retirement calculator"
      shareTitle="Retirement estimate"
      form={form}
      labels={labels}
      result={{
        basis: `Retiring at ${input.retireAt} from ${input.age} today, planning until ${input.lifeTo}, with expenses of ${valueText(RETIREMENT_FIELDS.expense, input.expense)} today`,
        figures: [
          {
            label: 'Monthly expenses when you retire',
            value: formatRupees(result.monthlyExpenseAtRetirement),
            testId: 'expense-at-retirement',
          },
          { label: 'Monthly SIP that could build it', value: sip, testId: 'monthly-sip' },
          { label: 'Or a lumpsum invested today', value: formatRupees(result.lumpsum), testId: 'lumpsum' },
        ],
        main: { label: outcomeWords.retirement.mainLabel, amount: result.corpus, testId: 'corpus' },
        todaysRupees: todaysRupeesText(result.corpus, input.inflation, result.yearsToRetirement),
        announcement: `Corpus needed ${formatRupees(result.corpus)}; monthly SIP ${sip}, or a lumpsum of ${formatRupees(result.lumpsum)} today.`,
        children: (
          <p>
            {outcomeWords.retirement.lasts(
              result.yearsInRetirement,
              plainValueText(RETIREMENT_FIELDS.postRate, input.postRate),
              plainValueText(RETIREMENT_FIELDS.inflation, input.inflation),
            )}
          </p>
        ),
      }}
      growth={{
        heading: 'The monthly SIP until retirement',
        content: (
          <GrowthDetail
            rows={result.schedule}
            subject="the SIP’s value"
            caption={`Year-by-year growth of a ${sip} monthly SIP until retirement, rounded to the rupee`}
            rowHeader="Age"
            rowLabels={result.schedule.map((row) => input.age + row.year)}
            note="At the end of each year, by years from today"
          />
        ),
      }}
    />
  );
}
