import type { RegulatoryLine } from '@/content/site';

/**
 * A regulatory line as the page's language needs it: the official English words alone on English
 * pages; on Hindi pages the same words (marked as English) with the Hindi rendering beside them.
 * Imports no content, so a calculator can show it from its props.
 */
export function RegulatoryLineText({ line }: { line: RegulatoryLine }) {
  if (!line.rendering) return <>{line.official}</>;
  return (
    <>
      <span lang="en-IN">{line.official}</span> {line.rendering}
    </>
  );
}
