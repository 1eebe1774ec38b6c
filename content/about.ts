import type { ProseRun, ServiceSection } from './types';

// The shape of /about/'s words: each language fills the same AboutText (content/en/about.ts,
// content/hi/about.ts).
// The lists are headings with a short explanation (the same shape as a service page's section); the
// connecting prose, which links to other pages and quotes the ARN, is written in runs.

export type { ProseRun } from './types';

/** A paragraph of runs. */
export type Paragraph = readonly ProseRun[];

/** The About page's sections in order: their ids are its anchors, the same in both languages. */
export const ABOUT_SECTION_IDS = ['who-we-are', 'approach', 'who-we-serve', 'regular-plans', 'what-we-do-not-do', 'first-meeting'] as const;
export type AboutSectionId = (typeof ABOUT_SECTION_IDS)[number];

/** Every word of /about/ in one language (its h1, title and description are the route table's). */
export type AboutText = {
  lead: string;
  /** Each section's h2, which its "On this page" link repeats. */
  headings: Record<AboutSectionId, string>;
  /** "{arnValidTill}" and "{trailSpan}" stand for the ARN's validity and the trail table's span, filled in by lib/pages/about.ts. */
  whoWeAre: readonly Paragraph[];
  approach: readonly ServiceSection[];
  audiences: readonly ServiceSection[];
  /** Before the cards of what the trail commission pays for. */
  regularPlansIntro: readonly Paragraph[];
  trailCommissionPaysFor: readonly ServiceSection[];
  /** After them: the case for Direct Plans, and that only Regular Plans are distributed. */
  regularPlansOutro: readonly Paragraph[];
  whatWeDoNotDo: readonly ServiceSection[];
  firstMeetingSteps: readonly ServiceSection[];
  actions: { bookMeeting: string; readDisclosure: string };
};
