import { loadLibrary, type Topic } from '@/lib/library';
import type { Block } from '@/lib/library/markdown';

// The library's topics are one template drawn over different blocks. The checks that cost a browser most
// and see only the template (axe, the phone bars at 375 and 320 px, large text and zoom, scrolling a page
// through) run on a sample holding every variant it draws (e2e/templateSample.ts adds the other
// templates); every topic still gets its content, metadata and hreflang checks in every language
// (pages.spec.ts), and the checks of the exported HTML (check:html, check:links, check:hindi,
// check:compliance) read them all.

const contains = (blocks: readonly Block[], kind: Block['kind']): boolean =>
  blocks.some(
    (b) =>
      b.kind === kind ||
      (b.kind === 'list' && b.items.some((item) => contains(item, kind))) ||
      ((b.kind === 'callout' || b.kind === 'quote') && contains(b.children, kind)),
  );

const topics = loadLibrary('en').topics;
const longest = [...topics].sort((a, b) => b.text.length - a.text.length)[0];
const variants: ((topic: Topic) => boolean)[] = [
  (t) => t.example !== null,
  (t) => contains(t.blocks, 'table'),
  (t) => contains(t.blocks, 'callout'),
  (t) => t.example === null && !contains(t.blocks, 'table'),
  (t) => t === longest,
];

const sampled = new Set(variants.flatMap((variant) => topics.find(variant)?.path ?? []));
const topicPaths = new Set(topics.map((t) => t.path));

/** A topic page outside the sample: the template's layout checks have seen its like already. */
export const isUnsampledTopic = (path: string): boolean => topicPaths.has(path) && !sampled.has(path);
