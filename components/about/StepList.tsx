import type { ServiceSection } from '@/content/types';
import styles from './StepList.module.css';

type StepListProps = {
  steps: readonly ServiceSection[];
};

/** A numbered sequence of steps, each with an h3; the numbers come from the ordered list itself. */
export function StepList({ steps }: StepListProps) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.heading} className={styles.step}>
          <h3 className={styles.heading}>{step.heading}</h3>
          {step.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </li>
      ))}
    </ol>
  );
}
