'use client';

import type { CalculatorText, RetirementCopy } from '@/content/calculators';
import { useCalculator } from '@/hooks/useCalculator';
import { formatRupees } from '@/lib/format';
import { plainValueText, valueText } from '@/lib/calculators/numberField';
import { RETIREMENT_FIELDS, retirement, retirementConflicts } from '@/lib/calculators/retirement';
import { fillTemplate } from '@/lib/template';
import { CalculatorFrame } from './CalculatorFrame';
import { GrowthDetail } from './GrowthDetail';
import { todaysRupeesLine } from './ResultPanel';

type Values = Parameters<typeof retirementConflicts>[0];

/** The corpus retirement could need and what could build it; updates as the visitor types. */
export function RetirementCalculator({ copy, text }: { copy: RetirementCopy; text: CalculatorText }) {
  // The rules are lib's; their messages are the page's language.
  const crossCheck = (values: Values) => {
    const conflicts = retirementConflicts(values);
    return {
      ...(conflicts.retireAt ? { retireAt: copy.conflicts.retireAt } : {}),
      ...(conflicts.lifeTo ? { lifeTo: copy.conflicts.lifeTo } : {}),
    };
  };
  const { fields, form, frame } = useCalculator(RETIREMENT_FIELDS, copy, text, { mode: 'live', crossCheck });
  const input = form.shown.values;
  const result = retirement(input);
  const sip = formatRupees(result.monthlySip);

  return (
    <CalculatorFrame
      {...frame}
      result={{
        basis: fillTemplate(copy.basis, {
          retireAt: input.retireAt,
          age: input.age,
          lifeTo: input.lifeTo,
          expense: valueText(fields.expense, input.expense, text.field),
        }),
        figures: [
          { label: copy.expenseAtRetirement, value: formatRupees(result.monthlyExpenseAtRetirement), testId: 'expense-at-retirement' },
          { label: copy.monthlySip, value: sip, testId: 'monthly-sip' },
          { label: copy.lumpsum, value: formatRupees(result.lumpsum), testId: 'lumpsum' },
        ],
        main: { label: copy.mainLabel, amount: result.corpus, testId: 'corpus' },
        todaysRupees: todaysRupeesLine(text, result.corpus, input.inflation, result.yearsToRetirement),
        announcement: fillTemplate(copy.announcement, { corpus: formatRupees(result.corpus), sip, lumpsum: formatRupees(result.lumpsum) }),
        children: (
          <p>
            {fillTemplate(copy.lasts, {
              years: result.yearsInRetirement,
              postRate: plainValueText(fields.postRate, input.postRate, text.field),
              inflation: plainValueText(fields.inflation, input.inflation, text.field),
            })}
          </p>
        ),
      }}
      growth={{
        heading: copy.growthHeading,
        content: (
          <GrowthDetail
            rows={result.schedule}
            subject={copy.subject}
            caption={fillTemplate(copy.caption, { sip })}
            rowHeader={copy.rowHeader}
            rowLabels={result.schedule.map((row) => input.age + row.year)}
            note={copy.note}
            text={text}
          />
        ),
      }}
    />
  );
}
