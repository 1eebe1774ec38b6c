import type { RegulatoryLine } from '@/content/site';
import { HTML_LANG } from '@/lib/locale';

type RegulatoryLineTextProps = {
  line: RegulatoryLine;
  /** Set the official words in bold (the rendering stays plain). */
  strong?: boolean;
  /** How the rendering follows the official words: in brackets (inside a sentence) or after a space. */
  rendering?: 'brackets' | 'after';
};

/**
 * A line that stands in English word for word (content/site.ts, regulatoryLines): on a Hindi page the
 * English keeps its own `lang`, and the Hindi rendering follows it.
 */
export function RegulatoryLineText({ line, strong = false, rendering: placement = 'after' }: RegulatoryLineTextProps) {
  const official = line.rendering ? <span lang={HTML_LANG.en}>{line.official}</span> : line.official;
  return (
    <>
      {strong ? <strong>{official}</strong> : official}
      {line.rendering ? (placement === 'brackets' ? ` (${line.rendering})` : ` ${line.rendering}`) : null}
    </>
  );
}
