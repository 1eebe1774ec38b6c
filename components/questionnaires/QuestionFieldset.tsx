import { FieldError } from '@/components/ui/FieldError';
import styles from './QuestionFieldset.module.css';

/** A question with one answer to pick: the risk profile's (its options carry points too) and the start checklist's. */
type ChoiceQuestion = {
  /** The radios' name. */
  id: string;
  legend: string;
  hint?: string;
  options: readonly { label: string }[];
};

type QuestionFieldsetProps = {
  question: ChoiceQuestion;
  /** 1-based position, shown before the legend. */
  number: number;
  /** Position of the chosen option; null when unanswered. */
  selected: number | null;
  /** Shown when the visitor tried to see the result without answering this one. */
  error: string | null;
  onChoose: (index: number) => void;
  /** The first radio, so the form can move focus to the first unanswered question. */
  firstRadioRef?: (element: HTMLInputElement | null) => void;
};

/** One question: a fieldset whose legend is the question, with one radio button per answer. */
export function QuestionFieldset({ question, number, selected, error, onChoose, firstRadioRef }: QuestionFieldsetProps) {
  const hintId = `${question.id}-hint`;
  const errorId = `${question.id}-error`;
  const describedBy = [question.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy} data-invalid={error ? 'true' : undefined}>
      <legend className={styles.legend}>
        <span className={styles.number}>{number}.</span> {question.legend}
      </legend>
      {question.hint ? (
        <p id={hintId} className={styles.hint}>
          {question.hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId} message={error} /> : null}
      <div className={styles.options}>
        {question.options.map((option, index) => (
          <label key={option.label} className="choice">
            <input
              ref={index === 0 ? firstRadioRef : undefined}
              type="radio"
              name={question.id}
              value={index}
              checked={selected === index}
              onChange={() => onChoose(index)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
