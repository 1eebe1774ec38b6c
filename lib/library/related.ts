import type { RoutePath } from '@/content/routes';
import type { Library, Topic } from './library';

// Links from doing back to learning: each calculator page lists the topics whose worked example it
// opens, and a few more a reader of that calculator asks about; the getting-started guide lists the
// topics it summarises.

/** Topics a calculator relates to beyond those whose example it opens (a topic's `calculator`). */
const MORE_FOR_CALCULATOR: Partial<Record<RoutePath, readonly string[]>> = {
  '/tools/step-up-sip/': ['sip-and-lump-sum'],
  '/tools/retirement/': ['swp-and-stp', 'debt-funds-and-interest-rates'],
  '/tools/lumpsum/': ['sip-and-lump-sum'],
  '/tools/goal/': ['sip-and-lump-sum'],
};

/** What /start/ summarises: who can invest, the documents, KYC, and what happens after. */
const START_TOPICS = [
  'kyc',
  'nomination-and-transmission',
  'investing-as-an-nri',
  'investing-for-a-minor',
  'cas-and-mf-central',
  'costs-and-exit-loads',
] as const;

const bySlugs = (library: Library, slugs: readonly string[]): Topic[] =>
  slugs.flatMap((slug) => library.topics.filter((t) => t.slug === slug));

/** The topics a calculator page links to, in reading order, each once. */
export function topicsForCalculator(library: Library, path: RoutePath): Topic[] {
  const more = new Set(MORE_FOR_CALCULATOR[path] ?? []);
  return library.topics.filter((t) => t.calculator === path || more.has(t.slug));
}

/** The topics the getting-started guide summarises. */
export function topicsForStart(library: Library): Topic[] {
  return bySlugs(library, START_TOPICS);
}
