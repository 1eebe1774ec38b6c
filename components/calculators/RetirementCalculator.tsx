'use client';

import type { FieldLabels } from '@/content/tools';
import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { formatInr, formatInrWords } from '@/lib/format';
import { todaysRupeesText } from '@/lib/inflation';
import { valueText } from '@/lib/numberField';
import { RETIREMENT_FIELDS, retirement, retirementConflicts } from '@/lib/retirement';
import { CalculatorFrame } from './CalculatorFrame';
import { GrowthDetail } from './GrowthDetail';
import { NumberField } from './NumberField';
import { ResultPanel } from './ResultPanel';

type Field = keyof typeof RETIREMENT_FIELDS;

const rupees = (amount: number) => formatInr(amount, { paise: false });

/** The corpus retirement could need and what could build it; updates as the visitor types. */
export function RetirementCalculator({ labels }: { labels: FieldLabels<Field> }) {
  const form = useCalculatorForm({ fields: RETIREMENT_FIELDS, mode: 'live', crossCheck: retirementConflicts });
  const input = form.result?.values ?? form.current.values;
  const result = retirement(input);
  const ages = result.schedule.map((row) => input.age + row.year);

  return (
    <CalculatorFrame
      label="Retirement calculator"
      onSubmit={form.onSubmit}
      ignored={form.ignored}
      result={
        <ResultPanel
          basis={`Retiring at ${input.retireAt} from ${input.age} today, planning until ${input.lifeTo}, with expenses of ${valueText(RETIREMENT_FIELDS.expense, input.expense)} today`}
          stale={form.stale ? 'live' : null}
          figures={[
            {
              label: 'Monthly expenses when you retire',
              value: rupees(result.monthlyExpenseAtRetirement),
              testId: 'expense-at-retirement',
            },
            { label: 'Monthly SIP that could build it', value: rupees(result.monthlySip), testId: 'monthly-sip' },
            { label: 'Or a lumpsum invested today', value: rupees(result.lumpsum), testId: 'lumpsum' },
          ]}
          main={{
            label: 'Corpus needed at retirement',
            value: rupees(result.corpus),
            testId: 'corpus',
            words: formatInrWords(result.corpus),
          }}
          todaysRupees={todaysRupeesText(result.corpus, input.inflation, result.yearsToRetirement)}
          announcement={`Corpus needed ${rupees(result.corpus)}; monthly SIP ${rupees(result.monthlySip)}, or a lumpsum of ${rupees(result.lumpsum)} today.`}
          share={{ getUrl: form.shareUrl, title: 'Retirement estimate', onBeforeShare: form.validate }}
        >
          <p>
            The corpus pays {result.yearsInRetirement} years of rising expenses, earning{' '}
            {valueText(RETIREMENT_FIELDS.postRate, input.postRate)} against {valueText(RETIREMENT_FIELDS.inflation, input.inflation)}{' '}
            inflation.
          </p>
        </ResultPanel>
      }
      growth={{
        heading: 'The monthly SIP until retirement',
        content: (
          <GrowthDetail
            rows={result.schedule}
            subject="the SIP’s value"
            caption={`Year-by-year growth of a ${rupees(result.monthlySip)} monthly SIP until retirement, rounded to the rupee`}
            rowHeader="Age"
            rowLabels={ages}
            note="At the end of each year, by years from today"
          />
        ),
      }}
    >
      {(Object.keys(RETIREMENT_FIELDS) as Field[]).map((field) => (
        <NumberField key={field} label={labels[field]} {...form.bind(field)} />
      ))}
    </CalculatorFrame>
  );
}
