import styles from './ContactForm.module.css';

/** The id of a contact-form control; its hint and error hang off it. */
export const contactFieldId = (field: string) => `contact-${field}`;

type FieldProps = {
  field: string;
  label: string;
  hint?: string;
  error?: string;
  /** Shares a row with its neighbour from 640 px. */
  half?: boolean;
  children: (describedBy: string | undefined, invalid: true | undefined) => React.ReactNode;
};

/** One labelled control of the contact form with its hint and, after a failed submit, its error beside it. */
export function ContactFormField({ field, label, hint, error, half = false, children }: FieldProps) {
  const id = contactFieldId(field);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${half ? styles.half : ''}`} data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy, error ? true : undefined)}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4v5M8 11.2v.6" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
