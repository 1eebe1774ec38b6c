import { ignoredValueNote, type IgnoredQueryValue } from '@/lib/numberField';
import styles from './Questionnaire.module.css';

/** Above a form opened from a link with values it could not use: which, and why; the defaults stand in. */
export function LinkNote({ ignored }: { ignored: readonly IgnoredQueryValue[] }) {
  if (ignored.length === 0) return null;
  return (
    <div className={styles.linkNote} role="note" data-testid="link-note">
      <p>Some values in the link you opened were not used, so the defaults are shown instead:</p>
      <ul>
        {ignored.map((value) => (
          <li key={value.name}>{ignoredValueNote(value)}</li>
        ))}
      </ul>
    </div>
  );
}
