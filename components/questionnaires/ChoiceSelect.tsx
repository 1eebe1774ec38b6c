import { useId } from 'react';
import fieldStyles from '@/components/calculators/NumberField.module.css';
import styles from './ChoiceSelect.module.css';

type ChoiceSelectProps = {
  name: string;
  label: string;
  hint?: string;
  options: readonly { value: string; text: string }[];
  value: string;
  onChange: (value: string) => void;
};

/**
 * A short list as a labelled select, laid out like the calculators' number fields (whose styles it
 * borrows) so it sits in the same column; the shared NumberField has no unit for a count of people.
 */
export function ChoiceSelect({ name, label, hint, options, value, onChange }: ChoiceSelectProps) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <div className={fieldStyles.fieldTop}>
        <label htmlFor={id} className={fieldStyles.label}>
          {label}
        </label>
        <select
          id={id}
          name={name}
          className={`${fieldStyles.select} ${styles.select}`}
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
