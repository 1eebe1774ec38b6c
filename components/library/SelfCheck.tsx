import type { SelfCheckQuestion as Question } from '@/lib/library';
import type { LibraryText } from '@/content/libraryText';
import styles from './Library.module.css';
import './SelfCheck.module.css';
import { SelfCheckIsland } from './SelfCheckIsland';

// The self-check at the end of a topic. The exported HTML has every question with its
// options and every explanation inside <details>, so it works without JavaScript; the questions' code
// arrives when the visitor reaches them (SelfCheckIsland), and then "Check" explains the pick and announces
// the verdict. Nothing is stored or sent.

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
      <SelfCheckIsland questions={questions} words={text} />
    </section>
  );
}
