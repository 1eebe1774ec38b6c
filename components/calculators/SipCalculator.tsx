'use client';

import { useCalculatorForm } from '@/hooks/useCalculatorForm';
import { formatInr } from '@/lib/format';
import { INFLATION_FIELD } from '@/lib/fields';
import { todaysRupeesText } from '@/lib/inflation';
import { SIP_LIMITS, calculateSip, sipValueText, type SipField } from '@/lib/sip';
import { CalculatorFrame } from './CalculatorFrame';
import { GrowthDetail } from './GrowthDetail';
import styles from './SipCalculator.module.css';

type SipCalculatorProps = {
  /** Visible label, and accessible name, of each slider. */
  labels: Readonly<Record<SipField, string>>;
};

/** The spec's SIP calculator: three sliders, and a result (₹0.00 until then) only when Calculate is pressed. */
export function SipCalculator({ labels }: SipCalculatorProps) {
  const form = useCalculatorForm({ fields: SIP_LIMITS, mode: 'submit' });
  const input = form.result?.values ?? null;
  const result = input ? calculateSip(input) : null;

  return (
    <CalculatorFrame
      label="SIP calculator"
      shareTitle="SIP estimate"
      form={form}
      labels={labels}
      actions={
        <button type="submit" className="button">
          Calculate
        </button>
      }
      result={{
        basis: input
          ? `${sipValueText('amount', input.amount)} for ${sipValueText('years', input.years)} at ${sipValueText('rate', input.rate)}`
          : 'Choose your amount, rate and period, then press Calculate.',
        figures: [
          { label: 'Invested amount', value: formatInr(result?.invested ?? 0), swatch: 'first' },
          { label: 'Estimated gains', value: formatInr(result?.gains ?? 0), swatch: 'second' },
        ],
        main: { label: 'Maturity amount', amount: result?.maturity ?? 0, testId: 'sip-maturity', paise: true },
        todaysRupees: result ? todaysRupeesText(result.maturity, INFLATION_FIELD.default, result.input.years) : null,
        announcement: result
          ? `Maturity amount ${formatInr(result.maturity)}, of which ${formatInr(result.invested)} invested and ${formatInr(result.gains)} estimated gains.`
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
              heading: 'How it grows, year by year',
              content: (
                <GrowthDetail
                  rows={result.schedule}
                  caption={`Year-by-year growth of ${sipValueText('amount', result.input.amount)} at ${sipValueText('rate', result.input.rate)}, rounded to the rupee`}
                  note="Value at the end of each year"
                />
              ),
            }
          : null
      }
    />
  );
}
