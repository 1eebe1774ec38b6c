import type { SelfCheckQuestion } from '@/lib/library';
import type { LibraryText } from '@/content/libraryText';
import styles from './Library.module.css';

// The self-check at the end of a topic. This server version works without JavaScript: each question
// with its options, and every option's explanation inside <details>. The interactive "Check" with its
// live region is an island layered on this markup (issue 35, the search and self-check branch).

type Props = {
  /** The topic's slug: it keeps the radio groups of different questions apart. */
  id: string;
  questions: readonly SelfCheckQuestion[];
  text: LibraryText['selfCheck'];
};

export function SelfCheck({ id, questions, text }: Props) {
  const headingId = `${id}-self-check`;
  return (
    <section className={styles.selfCheck} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      <p>{text.lead}</p>
      <ol className={styles.questions}>
        {questions.map((q, qi) => (
          <li key={qi}>
            <fieldset className={styles.question}>
              <legend>{q.question}</legend>
              {q.options.map((option, oi) => (
                <label key={oi} className={styles.option}>
                  <input type="radio" name={`${id}-q${qi + 1}`} value={oi} /> {option.text}
                </label>
              ))}
            </fieldset>
            <details className={styles.answerDetails}>
              <summary>{text.showAnswer}</summary>
              <ul>
                {q.options.map((option, oi) => (
                  <li key={oi}>
                    <strong>{option.correct ? text.correct : text.incorrect}</strong> {option.text} {option.why}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
