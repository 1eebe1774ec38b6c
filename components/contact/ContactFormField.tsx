import styles from './ContactForm.module.css';

/** The id of a contact-form control; its hint and error hang off it. */
export const contactFieldId = (field: string) => `contact-${field}`;
export const contactHintId = (field: string) => `${contactFieldId(field)}-hint`;
export const contactErrorId = (field: string) => `${contactFieldId(field)}-error`;

type FieldProps = {
  field: string;
  label: string;
  hint?: string;
  /** Shares a row with its neighbour from 640 px. */
  half?: boolean;
  /** Renders the control, spreading `control` onto it: its id, name and hint link. */
  children: (control: ControlProps) => React.ReactNode;
};

type ControlProps = { id: string; name: string; 'aria-describedby'?: string };

/**
 * One labelled control of the contact form with its hint. After a failed submit the island marks the
 * control invalid and puts the message beside it, as the last child of this element
 * (ContactFieldErrors in ContactFormController.tsx).
 */
export function ContactFormField({ field, label, hint, half = false, children }: FieldProps) {
  const id = contactFieldId(field);
  return (
    <div className={`text-field ${styles.field} ${half ? styles.half : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, name: field, 'aria-describedby': hint ? contactHintId(field) : undefined })}
      {hint ? (
        <p id={contactHintId(field)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
