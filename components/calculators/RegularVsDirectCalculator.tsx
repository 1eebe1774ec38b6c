'use client';

import { useId, useState } from 'react';
import { outcomeWords } from '@/content/calculators';
import type { FieldLabels } from '@/content/tools';
import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { formatRupees } from '@/lib/format';
import { todaysRupeesText } from '@/lib/inflation';
import { formatDecimal, valueText } from '@/lib/numberField';
import { INVESTMENT_MODES, REGULAR_VS_DIRECT_FIELDS, regularVsDirect, type GapCategory, type InvestmentMode } from '@/lib/regularVsDirect';
import { CalculatorFrame } from './CalculatorFrame';
import { ComparisonDetail } from './ComparisonDetail';
import { NumberField } from './NumberField';
import fieldStyles from './NumberField.module.css';
import styles from './RegularVsDirectCalculator.module.css';

type RegularVsDirectCalculatorProps = {
  labels: FieldLabels<keyof typeof REGULAR_VS_DIRECT_FIELDS>;
  modeLabels: Readonly<Record<InvestmentMode, string>>;
  categoryLabel: string;
  /** Scheme types with the trail range disclosed for each; picking one sets the gap to the range's upper end. */
  categories: readonly GapCategory[];
  /** What the firm earns, said beside the result. */
  disclosure: string;
};

const isMode = (value: string): value is InvestmentMode => (INVESTMENT_MODES as readonly string[]).includes(value);
const MODE_CHOICE = { mode: { options: INVESTMENT_MODES, default: 'sip' } };

/** The rupee cost of a Regular Plan against the Direct Plan of the same scheme; updates as the visitor types. */
export function RegularVsDirectCalculator({ labels, modeLabels, categoryLabel, categories, disclosure }: RegularVsDirectCalculatorProps) {
  const id = useId();
  const form = useCalculatorForm({ fields: REGULAR_VS_DIRECT_FIELDS, choices: MODE_CHOICE, mode: 'live' });
  const [category, setCategory] = useState(() => categories.findIndex((c) => c.high === REGULAR_VS_DIRECT_FIELDS.gap.default));
  const chosen = form.shown.choices.mode;
  const mode: InvestmentMode = isMode(chosen) ? chosen : 'sip';
  const input = { ...form.shown.values, mode };
  const result = regularVsDirect(input);
  const picked = categories[category];
  const amountText = mode === 'sip' ? `${formatRupees(input.amount)} a month` : formatRupees(input.amount);
  const [regular, direct] = [formatRupees(result.regular), formatRupees(result.direct)];

  return (
    <CalculatorFrame
      label="Regular vs Direct Plan calculator"
      shareTitle="Regular vs Direct comparison"
      form={form}
      result={{
        heading: 'Your comparison',
        basis: `${amountText} for ${valueText(REGULAR_VS_DIRECT_FIELDS.years, input.years)}; Direct Plan at ${valueText(REGULAR_VS_DIRECT_FIELDS.rate, input.rate)}, Regular Plan at ${formatDecimal(input.rate - input.gap)}% per year`,
        figures: [
          { label: 'Invested', value: formatRupees(result.invested) },
          { label: 'Direct Plan could grow to', value: direct, testId: 'direct' },
          { label: 'Regular Plan could grow to', value: regular, swatch: 'first', testId: 'regular' },
        ],
        main: { label: outcomeWords.regularVsDirect.mainLabel, amount: result.difference, testId: 'difference' },
        todaysRupees: todaysRupeesText(result.difference, input.inflation, input.years),
        announcement: `The Regular Plan could end ${formatRupees(result.difference)} below the Direct Plan: ${regular} against ${direct}.`,
        children: <p className={styles.disclosure}>{disclosure}</p>,
      }}
      growth={{
        heading: 'The two plans, year by year',
        content: (
          <ComparisonDetail
            higher={{ label: 'Direct Plan', values: result.schedule.map((row) => row.direct) }}
            lower={{ label: 'Regular Plan', values: result.schedule.map((row) => row.regular) }}
            extraLabel="Extra in the Direct Plan"
            subject="the Direct Plan’s value"
            caption={`Year-by-year value of ${amountText} in each plan, rounded to the rupee`}
          />
        ),
      }}
    >
      <fieldset className={styles.modes}>
        <legend className={styles.legend}>How you invest</legend>
        {INVESTMENT_MODES.map((option) => (
          <label key={option} className="choice">
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
          className={fieldStyles.select}
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
      {form.names.map((field) => (
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
