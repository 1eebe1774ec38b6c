import { useId } from 'react';
import type { CalculatorText } from '@/content/calculators';
import type { FieldLabels } from '@/content/tools';
import type { CalculatorForm } from '@/hooks/useCalculatorForm';
import { LinkNote } from './LinkNote';
import { NumberField } from './NumberField';
import { ResultPanel, type ResultView } from './ResultPanel';
import styles from './CalculatorFrame.module.css';

type CalculatorFrameProps<K extends string, C extends string> = {
  /** The form's accessible name: "Step-up SIP calculator". */
  label: string;
  /** The calculator's form state: the frame wires its submit, link notes, result notes and share link. */
  form: CalculatorForm<K, C>;
  /** Each number field's label: the frame lists the fields after `children`. Leave out to list them yourself. */
  labels?: FieldLabels<K>;
  /** Controls above the number fields (presets, a choice), or the fields themselves. */
  children?: React.ReactNode;
  /** Under the fields: a Calculate button and its note, when the form has one. */
  actions?: React.ReactNode;
  /** The title the share button gives the address of the result: "Lumpsum estimate". */
  shareTitle: string;
  /** What the result panel shows. */
  result: ResultView;
  /** The chart and table, under a heading, when there is a result. */
  growth?: { heading: string; content: React.ReactNode } | null;
  /** The words every calculator shares, in the page's language. */
  text: CalculatorText;
};

/** The layout every calculator shares: the form beside its result on a wide screen, the yearly detail below. */
export function CalculatorFrame<K extends string, C extends string>({
  label,
  form,
  labels,
  children,
  actions,
  shareTitle,
  result,
  growth,
  text,
}: CalculatorFrameProps<K, C>) {
  const growthId = useId();
  // A live form checks every field before sharing, since its address bar can hold an older result.
  const share = form.result
    ? { getUrl: form.shareUrl, title: shareTitle, onBeforeShare: form.mode === 'live' ? form.validate : undefined }
    : null;
  return (
    <div className={styles.calculator}>
      {/* Without JavaScript a GET submit would still carry the typed values to the URL; the note says what is missing. */}
      <form className={`card panel ${styles.form}`} method="get" onSubmit={form.onSubmit} noValidate aria-label={label}>
        <noscript>
          <p className="callout">{text.noScript[form.mode]}</p>
        </noscript>
        <LinkNote ignored={form.ignored} intro={text.linkNote} words={text.field} />
        {children}
        {labels
          ? form.names.map((field) => <NumberField key={field} label={labels[field]} words={text.field} {...form.bind(field)} />)
          : null}
        {actions ? <div className={`button-row ${styles.actions}`}>{actions}</div> : null}
      </form>
      <ResultPanel {...result} stale={form.stale ? form.mode : null} share={share} text={text} />
      {growth ? (
        <section className={styles.growth} aria-labelledby={growthId}>
          <h2 id={growthId}>{growth.heading}</h2>
          {growth.content}
        </section>
      ) : null}
    </div>
  );
}
