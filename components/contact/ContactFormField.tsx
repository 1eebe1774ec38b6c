import { FieldError } from '@/components/ui/FieldError';
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
  /** Renders the control, spreading `control` onto it: its id, name, hint/error links and invalid state. */
  children: (control: ControlProps) => React.ReactNode;
};

type ControlProps = { id: string; name: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

/** One labelled control of the contact form with its hint and, after a failed submit, its error beside it. */
export function ContactFormField({ field, label, hint, error, half = false, children }: FieldProps) {
  const id = contactFieldId(field);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`text-field ${styles.field} ${half ? styles.half : ''}`} data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      {children({ id, name: field, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}
