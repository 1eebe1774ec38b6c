import type { SelfCheckQuestion as Question } from '@/lib/library';
import type { LibraryText } from '@/content/libraryText';
import styles from './Library.module.css';
import { SelfCheckQuestion } from './SelfCheckQuestion';

// The self-check at the end of a topic (issue 35): one small island per question, each rendering its
// options and, in the exported HTML, every explanation inside <details>, so it works without
// JavaScript; with it, "Check" explains the pick and announces the verdict. Nothing is stored or sent.

type Props = {
  /** The topic's slug: the section's heading id. */
  id: string;
  questions: readonly Question[];
  text: LibraryText['selfCheck'];
};

export function SelfCheck({ id, questions, text }: Props) {
  const headingId = `${id}-self-check`;
  return (
    <section className={styles.selfCheck} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      <p>{text.lead}</p>
      <ol className={styles.questions}>
        {questions.map((question) => (
          <li key={question.question}>
            <SelfCheckQuestion data={question} words={text} />
          </li>
        ))}
      </ol>
    </section>
  );
}
