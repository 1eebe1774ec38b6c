import { ignoredValueNote, type IgnoredQueryValue } from '@/lib/numberField';

/**
 * Above a calculator or questionnaire opened from a link with values it could not use: which, and why;
 * the defaults stand in. The look is the global `.callout`, shared with the no-JavaScript notes.
 */
export function LinkNote({ ignored }: { ignored: readonly IgnoredQueryValue[] }) {
  if (ignored.length === 0) return null;
  return (
    <div className="callout" role="note" data-testid="link-note" data-print="hide">
      <p>Some values in the link you opened were not used, so the defaults are shown instead:</p>
      <ul>
        {ignored.map((value) => (
          <li key={value.name}>{ignoredValueNote(value)}</li>
        ))}
      </ul>
    </div>
  );
}
