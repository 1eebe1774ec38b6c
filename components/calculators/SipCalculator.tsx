'use client';

import type { CalculatorText, SipCopy } from '@/content/calculators';
import { useCalculator } from '@/hooks/useCalculator';
import { formatInr } from '@/lib/format';
import { INFLATION_FIELD } from '@/lib/calculators/fields';
import { SIP_LIMITS, calculateSip } from '@/lib/calculators/sip';
import { fillTemplate } from '@/lib/template';
import { CalculatorFrame } from './CalculatorFrame';
import { GrowthDetail } from './GrowthDetail';
import { todaysRupeesLine } from './ResultPanel';
import styles from './SipCalculator.module.css';

type SipCalculatorProps = {
  /** The calculator's words (its sliders' visible labels are also their accessible names), in the page's language. */
  copy: SipCopy;
  text: CalculatorText;
};

/** The spec's SIP calculator: three sliders, and a result (₹0.00 until then) only when Calculate is pressed. */
export function SipCalculator({ copy, text }: SipCalculatorProps) {
  const { form, sayValue: say, frame } = useCalculator(SIP_LIMITS, copy, text, { mode: 'submit' });
  const input = form.result?.values ?? null;
  const result = input ? calculateSip(input) : null;

  return (
    <CalculatorFrame
      {...frame}
      actions={
        <button type="submit" className="button">
          {copy.calculate}
        </button>
      }
      result={{
        basis: input
          ? fillTemplate(copy.basis, {
              amount: say('amount', input.amount),
              years: say('years', input.years),
              rate: say('rate', input.rate),
            })
          : copy.prompt,
        figures: [
          { label: text.result.invested, value: formatInr(result?.invested ?? 0), swatch: 'first' },
          { label: text.result.gains, value: formatInr(result?.gains ?? 0), swatch: 'second' },
        ],
        main: { label: text.result.maturity, amount: result?.maturity ?? 0, testId: 'sip-maturity', paise: true },
        todaysRupees: result ? todaysRupeesLine(text, result.maturity, INFLATION_FIELD.default, result.input.years) : null,
        announcement: result
          ? fillTemplate(copy.announcement, {
              maturity: formatInr(result.maturity),
              invested: formatInr(result.invested),
              gains: formatInr(result.gains),
            })
          : '',
        children: result ? (
          <div className={styles.split} aria-hidden="true">
            <span className={styles.splitInvested} style={{ flexGrow: result.invested }} />
            <span className={styles.splitGains} style={{ flexGrow: result.gains }} />
          </div>
        ) : null,
      }}
      growth={
        result
          ? {
              heading: text.growthHeading,
              content: (
                <GrowthDetail
                  rows={result.schedule}
                  caption={fillTemplate(copy.caption, { amount: say('amount', result.input.amount), rate: say('rate', result.input.rate) })}
                  note={copy.note}
                  text={text}
                />
              ),
            }
          : null
      }
    />
  );
}
