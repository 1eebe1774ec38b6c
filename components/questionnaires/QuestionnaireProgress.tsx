import styles from './Questionnaire.module.css';

type QuestionnaireProgressProps = {
  answered: number;
  total: number;
};

/** How many questions are answered, as a bar and in words; stays in view while the visitor scrolls. */
export function QuestionnaireProgress({ answered, total }: QuestionnaireProgressProps) {
  return (
    <div className={styles.progress}>
      <label htmlFor="questionnaire-progress" className={styles.progressLabel}>
        Answered {answered} of {total}
      </label>
      <progress id="questionnaire-progress" className={styles.progressBar} value={answered} max={total} />
    </div>
  );
}
