import { AlertIcon } from './Icon';
import styles from './FieldError.module.css';

/**
 * The message beside a field whose entry cannot be used (calculators, questionnaires, the contact
 * form): one look everywhere. The icon keeps it from relying on colour; the control points at `id`
 * with aria-describedby.
 */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className={styles.error}>
      <AlertIcon />
      <span>{message}</span>
    </p>
  );
}
