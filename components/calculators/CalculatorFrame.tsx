import { useId } from 'react';
import { NO_SCRIPT_NOTE } from '@/content/calculators';
import { ignoredValueNote, type IgnoredQueryValue } from '@/lib/numberField';
import styles from './CalculatorFrame.module.css';

type CalculatorFrameProps = {
  /** The form's accessible name: "Step-up SIP calculator". */
  label: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  /** Values of a shared link that were not used; each gets a line saying why. */
  ignored: readonly IgnoredQueryValue[];
  /** The form's fields. */
  children: React.ReactNode;
  /** Under the fields: a Calculate button and its note, when the form has one. */
  actions?: React.ReactNode;
  /** The ResultPanel. */
  result: React.ReactNode;
  /** The chart and table, under a heading, when there is a result. */
  growth?: { heading: string; content: React.ReactNode } | null;
};

/** The layout every calculator shares: the form beside its result on a wide screen, the yearly detail below. */
export function CalculatorFrame({ label, onSubmit, ignored, children, actions, result, growth }: CalculatorFrameProps) {
  const growthId = useId();
  return (
    <div className={styles.calculator}>
      {/* Without JavaScript a GET submit would still carry the typed values to the URL; the note says what is missing. */}
      <form className={styles.form} method="get" onSubmit={onSubmit} noValidate aria-label={label}>
        <noscript>
          <p className={styles.noscript}>{NO_SCRIPT_NOTE}</p>
        </noscript>
        {ignored.length > 0 ? (
          <div className={styles.linkNote} role="note" data-testid="link-note">
            <p>Some values in the link you opened were not used, so the defaults are shown instead:</p>
            <ul>
              {ignored.map((value) => (
                <li key={value.name}>{ignoredValueNote(value)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {children}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </form>
      {result}
      {growth ? (
        <section className={styles.growth} aria-labelledby={growthId}>
          <h2 id={growthId}>{growth.heading}</h2>
          {growth.content}
        </section>
      ) : null}
    </div>
  );
}
