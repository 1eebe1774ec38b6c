import type { TopicGroup } from '@/lib/library/schema';

// The investor-education library's own words (headings, labels, the glossary page's title), one
// record per language: content/en/library.ts and content/hi/library.ts, read as `wordsFor(locale).library`. The topics themselves are
// Markdown in content/library/. "{name}" placeholders are filled by the pages (lib/template.ts).

/**
 * The section ids of the old single investor-education page (`/investor-education/#nav` ...): the library's
 * home keeps each on the entry leading to the topic that holds it now, so old links still land.
 */
export const OLD_PAGE_ANCHORS = [
  'what-is-a-mutual-fund',
  'nav',
  'sip-and-lump-sum',
  'fund-categories',
  'elss-and-section-80c',
  'riskometer',
  'costs',
  'kyc',
  'direct-and-regular-plans',
  'scheme-documents',
  'taxation',
  'common-mistakes',
  'glossary',
  'learn-more',
] as const;

export type LibraryText = {
  home: {
    /** The lead under the home page's heading. */
    lead: string;
    groupsHeading: string;
    groups: Readonly<Record<TopicGroup, string>>;
    readingOrderHeading: string;
    readingOrderLead: string;
    /** The link to the glossary (it carries the old page's #glossary anchor). */
    glossaryLink: string;
    glossaryLead: string;
    /** The pointer to AMFI's investor-awareness pages after the lead: text before and after the link. */
    moreFrom: { before: string; after: string };
  };
  search: {
    heading: string;
    label: string;
    button: string;
    /** Without JavaScript, under the box: where to look instead. "{glossary}" and "{topics}" are links. */
    fallback: string;
    glossaryLink: string;
    topicsLink: string;
    /** With JavaScript, under the label: what the box understands. */
    hint: string;
    /** In the live region while the index loads, and when it could not. */
    loading: string;
    failed: string;
    /** The count, shown and announced: "1 result", "{count} results". */
    resultOne: string;
    resultMany: string;
    /** Nothing matched "{query}" (announced); `noneLink` leads to the glossary under it. */
    none: string;
    noneLink: string;
    /** Beside each result: what it is. */
    kind: { topic: string; term: string };
  };
  topic: {
    answerLabel: string;
    exampleHeading: string;
    /** The calculator link: "{calculator}" is its name. */
    openCalculator: string;
    sourcesHeading: string;
    /** After each source: "{publisher}, read on {date}". */
    sourceMeta: string;
    /** "{date}". */
    lastReviewed: string;
    relatedHeading: string;
    glossaryLink: string;
    /** The breadcrumbs' name for assistive technology. */
    breadcrumbsLabel: string;
    /** The breadcrumb's first step, the library's home. */
    libraryCrumb: string;
  };
  selfCheck: {
    heading: string;
    lead: string;
    check: string;
    /** The <details> summary without JavaScript. */
    showAnswer: string;
    correct: string;
    incorrect: string;
    /** After a wrong pick: "{answer}" is the right option's text. */
    answerIs: string;
    /** "Check" pressed with nothing chosen. */
    chooseFirst: string;
    /** Before each option's explanation once checked, and in the <details>. */
    rightOption: string;
    wrongOption: string;
  };
  glossary: {
    title: string;
    description: string;
    heading: string;
    lead: string;
    lettersLabel: string;
    /** "{topic}": the topic that explains the term. */
    explainedIn: string;
    backToLetters: string;
  };
  /** On a calculator page or the getting-started guide: the topics that go with it. */
  related: { heading: string; lead: string };
  /** An SWP example whose money outlasts the period: its monthsLasting placeholder. */
  lastsThroughout: string;
  /** The "What changed" page (its title, heading and lead are the route's) and the links to it. */
  whatChanged: {
    /** On the library's home: the link to the page and the line under it. */
    homeLink: string;
    homeLead: string;
    /** Above the list: how to read it. */
    intro: string;
    /** Before an entry's topics, and before its source. */
    topicsLabel: string;
    sourceLabel: string;
    /** On a topic's page, linking to the change's entry: "{date}" is the change's date. */
    updatedFor: string;
  };
};
