import { ignoredValueNote, type IgnoredQueryValue } from '@/lib/numberField';
import styles from './LinkNote.module.css';

/**
 * Above a calculator or questionnaire opened from a link with values it could not use: which, and
 * why; the defaults stand in. `noteStyles.note` gives the same look to a tool's
 * own notes (the no-JavaScript note, the quiz's unreadable answers).
 */
export function LinkNote({ ignored }: { ignored: readonly IgnoredQueryValue[] }) {
  if (ignored.length === 0) return null;
  return (
    <div className={styles.note} role="note" data-testid="link-note">
      <p>Some values in the link you opened were not used, so the defaults are shown instead:</p>
      <ul>
        {ignored.map((value) => (
          <li key={value.name}>{ignoredValueNote(value)}</li>
        ))}
      </ul>
    </div>
  );
}

export { styles as noteStyles };
