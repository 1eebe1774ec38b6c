import { fillTemplate } from '@/lib/template';
import styles from './Questionnaire.module.css';

type QuestionnaireProgressProps = {
  answered: number;
  total: number;
  /** The words beside the bar: {answered} of {total}. */
  label: string;
};

/** How many questions are answered, as a bar and in words; stays in view while the visitor scrolls. */
export function QuestionnaireProgress({ answered, total, label }: QuestionnaireProgressProps) {
  return (
    <div className={styles.progress}>
      <label htmlFor="questionnaire-progress" className={styles.progressLabel}>
        {fillTemplate(label, { answered, total })}
      </label>
      <progress id="questionnaire-progress" className={styles.progressBar} value={answered} max={total} />
    </div>
  );
}
