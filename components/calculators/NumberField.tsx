import type { NumberFieldBinding } from '@/hooks/useCalculatorForm';
import { formatDecimal, plainValueText, unitWords, valueText, type NumberFieldWords } from '@/lib/calculators/numberField';
import { FieldError } from '@/components/ui/FieldError';
import styles from './NumberField.module.css';

type NumberFieldProps = NumberFieldBinding & {
  /** Visible label; with the unit words it is also the text box's accessible name. */
  label: string;
  /** Show a slider under the box (the default); a questionnaire may want the text box alone. */
  slider?: boolean;
  /** One line under the label, such as where a default comes from. */
  hint?: string;
  /** Units and values in the page's language (English unless given). */
  words: NumberFieldWords;
};

const PREFIX = { rupees: '₹', percent: undefined, years: undefined, age: undefined } as const;

/** One numeric input: a labelled slider with a text box beside it for typing the value (Indian grouping accepted). */
export function NumberField({
  id,
  name,
  spec,
  text,
  value,
  message,
  inputRef,
  onSlide,
  onType,
  onLeave,
  label,
  slider = true,
  hint,
  words,
}: NumberFieldProps) {
  const labelId = `${id}-label`;
  const unitId = `${id}-unit`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const fill = ((value - spec.min) / (spec.max - spec.min)) * 100;
  const describedBy = [message ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const prefix = PREFIX[spec.unit];
  const suffix = spec.unit === 'rupees' ? undefined : words.suffix[spec.unit];

  return (
    <div className={styles.field}>
      <div className={styles.fieldTop}>
        <label id={labelId} htmlFor={slider ? `${id}-range` : `${id}-text`} className={styles.label}>
          {label}
        </label>
        <div className={styles.box} data-invalid={message ? 'true' : undefined}>
          {prefix ? (
            <span className={styles.affix} aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            ref={inputRef}
            id={`${id}-text`}
            className={styles.text}
            type="text"
            name={name}
            inputMode={spec.decimals > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            spellCheck={false}
            aria-labelledby={`${labelId} ${unitId}`}
            aria-invalid={message ? true : undefined}
            aria-describedby={describedBy}
            value={text}
            onChange={(event) => onType(event.target.value)}
            onBlur={onLeave}
          />
          {suffix ? (
            <span className={styles.affix} aria-hidden="true">
              {suffix}
            </span>
          ) : null}
          <span id={unitId} className="visually-hidden">
            {unitWords(spec.unit, words)}
          </span>
        </div>
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {slider ? (
        <>
          <input
            id={`${id}-range`}
            className={styles.range}
            type="range"
            min={spec.min}
            max={spec.max}
            step={spec.step}
            value={formatDecimal(value, spec.decimals)}
            aria-valuetext={valueText(spec, value, words)}
            style={{ '--fill': `${fill}%` } as React.CSSProperties}
            onChange={(event) => onSlide(event.target.value)}
          />
          <div className={styles.scale} aria-hidden="true">
            <span>{plainValueText(spec, spec.min, words)}</span>
            <span>{plainValueText(spec, spec.max, words)}</span>
          </div>
        </>
      ) : null}
      {message ? <FieldError id={errorId} message={message} /> : null}
    </div>
  );
}
