'use client';

import { useId, useState } from 'react';
import type { FieldLabels } from '@/content/tools';
import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { formatInr, formatInrWords } from '@/lib/format';
import { todaysRupeesText } from '@/lib/inflation';
import { formatDecimal, valueText } from '@/lib/numberField';
import { INVESTMENT_MODES, REGULAR_VS_DIRECT_FIELDS, regularVsDirect, type GapCategory, type InvestmentMode } from '@/lib/regularVsDirect';
import { CalculatorFrame } from './CalculatorFrame';
import { NumberField } from './NumberField';
import { ResultPanel } from './ResultPanel';
import { YearlyChart } from './YearlyChart';
import { YearlyTable } from './YearlyTable';
import styles from './RegularVsDirectCalculator.module.css';

type Field = keyof typeof REGULAR_VS_DIRECT_FIELDS;

type RegularVsDirectCalculatorProps = {
  labels: FieldLabels<Field>;
  modeLabels: Readonly<Record<InvestmentMode, string>>;
  categoryLabel: string;
  /** Scheme types with the trail range disclosed for each; picking one sets the gap to the range's upper end. */
  categories: readonly GapCategory[];
  /** What the firm earns, said beside the result. */
  disclosure: string;
};

const rupees = (amount: number) => formatInr(amount, { paise: false });
const isMode = (value: string): value is InvestmentMode => (INVESTMENT_MODES as readonly string[]).includes(value);
const MODE_CHOICE = { mode: { options: INVESTMENT_MODES, default: 'sip' } };

/** The rupee cost of a Regular Plan against the Direct Plan of the same scheme; updates as the visitor types. */
export function RegularVsDirectCalculator({ labels, modeLabels, categoryLabel, categories, disclosure }: RegularVsDirectCalculatorProps) {
  const id = useId();
  const form = useCalculatorForm({ fields: REGULAR_VS_DIRECT_FIELDS, choices: MODE_CHOICE, mode: 'live' });
  const [category, setCategory] = useState(() => categories.findIndex((c) => c.high === REGULAR_VS_DIRECT_FIELDS.gap.default));
  const inputs = form.result ?? form.current;
  const chosen = inputs.choices.mode;
  const mode: InvestmentMode = isMode(chosen) ? chosen : 'sip';
  const input = { ...inputs.values, mode };
  const result = regularVsDirect(input);
  const picked = categories[category];
  const amountText = mode === 'sip' ? `${rupees(input.amount)} a month` : rupees(input.amount);

  return (
    <CalculatorFrame
      label="Regular vs Direct Plan calculator"
      onSubmit={form.onSubmit}
      ignored={form.ignored}
      result={
        <ResultPanel
          heading="Your comparison"
          basis={`${amountText} for ${valueText(REGULAR_VS_DIRECT_FIELDS.years, input.years)}; Direct Plan at ${valueText(REGULAR_VS_DIRECT_FIELDS.rate, input.rate)}, Regular Plan at ${formatDecimal(input.rate - input.gap)}% per year`}
          stale={form.stale ? 'live' : null}
          figures={[
            { label: 'Invested', value: rupees(result.invested) },
            { label: 'Direct Plan could grow to', value: rupees(result.direct), testId: 'direct' },
            { label: 'Regular Plan could grow to', value: rupees(result.regular), swatch: 'first', testId: 'regular' },
          ]}
          main={{
            label: 'What the Regular Plan costs you',
            value: rupees(result.difference),
            testId: 'difference',
            words: formatInrWords(result.difference),
          }}
          todaysRupees={todaysRupeesText(result.difference, input.inflation, input.years)}
          announcement={`The Regular Plan could end ${rupees(result.difference)} below the Direct Plan: ${rupees(result.regular)} against ${rupees(result.direct)}.`}
          share={{ getUrl: form.shareUrl, title: 'Regular vs Direct comparison', onBeforeShare: form.validate }}
        >
          <p className={styles.disclosure}>{disclosure}</p>
        </ResultPanel>
      }
      growth={{
        heading: 'The two plans, year by year',
        content: (
          <>
            <YearlyChart
              subject="the Direct Plan’s value"
              series={[
                { label: 'Regular Plan', values: result.schedule.map((row) => row.regular) },
                { label: 'Extra in the Direct Plan', values: result.schedule.map((row) => row.direct - row.regular) },
              ]}
            />
            <YearlyTable
              caption={`Year-by-year value of ${amountText} in each plan, rounded to the rupee`}
              columns={[
                { header: 'Direct Plan', values: result.schedule.map((row) => row.direct) },
                { header: 'Regular Plan', values: result.schedule.map((row) => row.regular) },
                { header: 'Difference', values: result.schedule.map((row) => row.direct - row.regular) },
              ]}
            />
          </>
        ),
      }}
    >
      <fieldset className={styles.modes}>
        <legend className={styles.legend}>How you invest</legend>
        {INVESTMENT_MODES.map((option) => (
          <label key={option} className={styles.mode}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={option}
              checked={mode === option}
              onChange={() => form.setChoice('mode', option)}
            />
            {modeLabels[option]}
          </label>
        ))}
      </fieldset>
      <div className={styles.category}>
        <label htmlFor={`${id}-category`} className={styles.legend}>
          {categoryLabel}
        </label>
        <select
          id={`${id}-category`}
          value={category}
          onChange={(event) => {
            const index = Number(event.target.value);
            setCategory(index);
            const next = categories[index];
            if (next) form.setValues({ gap: next.high });
          }}
        >
          {categories.map((c, index) => (
            <option key={c.schemeType} value={index}>
              {c.schemeType} (trail {formatDecimal(c.low)}–{formatDecimal(c.high)}%)
            </option>
          ))}
        </select>
      </div>
      {(Object.keys(REGULAR_VS_DIRECT_FIELDS) as Field[]).map((field) => (
        <NumberField
          key={field}
          label={field === 'amount' ? `${labels.amount} (${mode === 'sip' ? 'per month' : 'one time'})` : labels[field]}
          hint={
            field === 'gap' && picked
              ? `Set from the upper end of the trail we disclose for ${picked.schemeType}. You can change it.`
              : undefined
          }
          {...form.bind(field)}
        />
      ))}
    </CalculatorFrame>
  );
}
