import { ignoredValueNoteIn, type IgnoredQueryValue, type NumberFieldWords } from '@/lib/calculators/numberField';

type LinkNoteProps = {
  ignored: readonly IgnoredQueryValue[];
  /** The line above the list, in the page's language (English unless given). */
  intro?: string;
  /** The words of each value's note (English unless given). */
  words: NumberFieldWords;
};

/**
 * Above a calculator or questionnaire opened from a link with values it could not use: which, and why;
 * the defaults stand in. The look is the global `.callout`, shared with the no-JavaScript notes.
 */
export function LinkNote({
  ignored,
  intro = 'Some values in the link you opened were not used, so the defaults are shown instead:',
  words,
}: LinkNoteProps) {
  if (ignored.length === 0) return null;
  return (
    <div className="callout" role="note" data-testid="link-note" data-print="hide">
      <p>{intro}</p>
      <ul>
        {ignored.map((value) => (
          <li key={value.name}>{ignoredValueNoteIn(value, words)}</li>
        ))}
      </ul>
    </div>
  );
}
