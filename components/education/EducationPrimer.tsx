import type { EducationTopic } from '@/content/types';
import type { Locale } from '@/lib/locale';
import { EducationBlockView } from './EducationBlockView';
import styles from './EducationPrimer.module.css';

type EducationPrimerProps = {
  topics: readonly EducationTopic[];
  /** The table of contents' heading ("On this page") and each topic's link back to it, in the page's language. */
  tocHeading: string;
  backToContents: string;
  locale: Locale;
};

/** The anchor of the table of contents, which each topic's "Back to contents" link returns to. */
export const CONTENTS_ID = 'contents';

/** Heading id of a topic; the section itself carries the topic's id so that "#topic" lands on it. */
export const topicHeadingId = (topic: Pick<EducationTopic, 'id'>) => `${topic.id}-heading`;

/** A long primer with an in-page table of contents (sticky beside the text on wide screens). */
export function EducationPrimer({ topics, tocHeading, backToContents, locale }: EducationPrimerProps) {
  return (
    <div className={styles.layout}>
      <nav id={CONTENTS_ID} className={styles.toc} aria-labelledby={`${CONTENTS_ID}-heading`}>
        <h2 id={`${CONTENTS_ID}-heading`} className={styles.tocHeading}>
          {tocHeading}
        </h2>
        <ol className={styles.tocList}>
          {topics.map((topic) => (
            <li key={topic.id}>
              <a href={`#${topic.id}`}>{topic.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.topics}>
        {topics.map((topic) => (
          <section key={topic.id} id={topic.id} className={`prose ${styles.topic}`} aria-labelledby={topicHeadingId(topic)}>
            <h2 id={topicHeadingId(topic)}>{topic.heading}</h2>
            <p className={styles.summary}>{topic.summary}</p>
            {topic.blocks.map((block, index) => (
              // Blocks are static content without ids of their own; their order never changes at runtime.
              <EducationBlockView key={index} block={block} locale={locale} />
            ))}
            <p className={styles.backLink}>
              <a href={`#${CONTENTS_ID}`}>{backToContents}</a>
            </p>
          </section>
        ))}
      </div>
    </div>
  );
}
