'use client';

import { useId, useState } from 'react';
import type { CalculatorText, RegularVsDirectCopy } from '@/content/calculators';
import { useCalculator } from '@/hooks/useCalculator';
import { formatRupees } from '@/lib/format';
import { formatDecimal, valueText } from '@/lib/calculators/numberField';
import { fillTemplate } from '@/lib/template';
import {
  INVESTMENT_MODES,
  REGULAR_VS_DIRECT_FIELDS,
  regularVsDirect,
  type GapCategory,
  type InvestmentMode,
} from '@/lib/calculators/regularVsDirect';
import { CalculatorFrame } from './CalculatorFrame';
import { ComparisonDetail } from './ComparisonDetail';
import { NumberField } from './NumberField';
import { todaysRupeesLine } from './ResultPanel';
import fieldStyles from './NumberField.module.css';
import styles from './RegularVsDirectCalculator.module.css';

type RegularVsDirectCalculatorProps = {
  /** The calculator's words, with what the firm earns (said beside the result), in the page's language. */
  copy: RegularVsDirectCopy;
  text: CalculatorText;
  /** Scheme types with the trail range disclosed for each; picking one sets the gap to the range's upper end. */
  categories: readonly GapCategory[];
};

const isMode = (value: string): value is InvestmentMode => (INVESTMENT_MODES as readonly string[]).includes(value);
const MODE_CHOICE = { mode: { options: INVESTMENT_MODES, default: 'sip' } };

/** The rupee cost of a Regular Plan against the Direct Plan of the same scheme; updates as the visitor types. */
export function RegularVsDirectCalculator({ copy, text, categories }: RegularVsDirectCalculatorProps) {
  const id = useId();
  const { fields, form, frame } = useCalculator(REGULAR_VS_DIRECT_FIELDS, copy, text, { choices: MODE_CHOICE, mode: 'live' });
  const [category, setCategory] = useState(() => categories.findIndex((c) => c.high === REGULAR_VS_DIRECT_FIELDS.gap.default));
  const chosen = form.shown.choices.mode;
  const mode: InvestmentMode = isMode(chosen) ? chosen : 'sip';
  const input = { ...form.shown.values, mode };
  const result = regularVsDirect(input);
  const picked = categories[category];
  const amountText = mode === 'sip' ? fillTemplate(copy.perMonth, { amount: formatRupees(input.amount) }) : formatRupees(input.amount);
  const [regular, direct] = [formatRupees(result.regular), formatRupees(result.direct)];

  return (
    <CalculatorFrame
      {...frame}
      // Its fields are laid out by hand among the choices, not listed by the frame.
      labels={undefined}
      result={{
        heading: copy.heading,
        basis: fillTemplate(copy.basis, {
          amount: amountText,
          years: valueText(fields.years, input.years, text.field),
          rate: valueText(fields.rate, input.rate, text.field),
          regularRate: formatDecimal(input.rate - input.gap),
        }),
        figures: [
          { label: copy.invested, value: formatRupees(result.invested) },
          { label: copy.direct, value: direct, testId: 'direct' },
          { label: copy.regular, value: regular, swatch: 'first', testId: 'regular' },
        ],
        main: { label: copy.mainLabel, amount: result.difference, testId: 'difference' },
        todaysRupees: todaysRupeesLine(text, result.difference, input.inflation, input.years),
        announcement: fillTemplate(copy.announcement, { difference: formatRupees(result.difference), regular, direct }),
        children: <p className={styles.disclosure}>{copy.disclosure}</p>,
      }}
      growth={{
        heading: copy.growthHeading,
        content: (
          <ComparisonDetail
            higher={{ label: copy.directPlan, values: result.schedule.map((row) => row.direct) }}
            lower={{ label: copy.regularPlan, values: result.schedule.map((row) => row.regular) }}
            extraLabel={copy.extraLabel}
            subject={copy.subject}
            caption={fillTemplate(copy.caption, { amount: amountText })}
            text={text}
          />
        ),
      }}
    >
      <fieldset className={styles.modes}>
        <legend className={styles.legend}>{copy.modesLegend}</legend>
        {INVESTMENT_MODES.map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name={`${id}-mode`}
              value={option}
              checked={mode === option}
              onChange={() => form.setChoice('mode', option)}
            />
            {copy.modes[option]}
          </label>
        ))}
      </fieldset>
      <div className={styles.category}>
        <label htmlFor={`${id}-category`} className={styles.legend}>
          {copy.categoryLabel}
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
              {fillTemplate(copy.categoryOption, { type: c.schemeType, low: formatDecimal(c.low), high: formatDecimal(c.high) })}
            </option>
          ))}
        </select>
      </div>
      {form.names.map((field) => (
        <NumberField
          key={field}
          label={
            field === 'amount'
              ? fillTemplate(copy.amountLabel, { label: copy.labels.amount, per: copy.amountPer[mode] })
              : copy.labels[field]
          }
          hint={field === 'gap' && picked ? fillTemplate(copy.gapHint, { type: picked.schemeType }) : undefined}
          words={text.field}
          {...form.bind(field)}
        />
      ))}
    </CalculatorFrame>
  );
}
