import type { RegulatoryLine } from '@/content/site';

type RegulatoryTextProps = {
  line: RegulatoryLine;
  /** Inside a sentence: the rendering in brackets after the English, rather than after a space. */
  inline?: boolean;
  /** For the rendering's own span, e.g. to set it on a line of its own under the English. */
  renderingClassName?: string;
  /** Set the official words in bold (the rendering stays plain). */
  strong?: boolean;
};

/**
 * A line that stands in English word for word (the mutual fund risk warning, AMFI's tagline, IRDAI's
 * solicitation line): on an English page the line itself; on a Hindi page the English, marked as
 * English for screen readers and hyphenation, with its Hindi rendering beside it (regulatoryLines).
 * Imports no content, so an island can show it from its props.
 */
export function RegulatoryText({ line, inline = false, renderingClassName, strong = false }: RegulatoryTextProps) {
  const official = line.rendering ? <span lang="en-IN">{line.official}</span> : line.official;
  const shown = strong ? <strong>{official}</strong> : official;
  if (!line.rendering) return <>{shown}</>;
  return (
    <>
      {shown} {inline ? `(${line.rendering})` : <span className={renderingClassName}>{line.rendering}</span>}
    </>
  );
}
