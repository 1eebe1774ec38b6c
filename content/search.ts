// The site search's words, one record per language: content/en/search.ts and content/hi/search.ts,
// read as `wordsFor(locale).search`. "{name}" placeholders are filled by the page (lib/template.ts).
export type SearchText = {
  /** The header's search form: its label (read by screen readers), the button that opens it, and its button. */
  header: { label: string; open: string; button: string };
  /** The search page's box. */
  label: string;
  hint: string;
  button: string;
  loading: string;
  failed: string;
  resultOne: string;
  resultMany: string;
  /** The results list's name, for screen readers. */
  resultsLabel: string;
  none: string;
  /** What follows "nothing found": {topics}, {glossary} and {contact} are links. */
  noneHelp: string;
  topicsLink: string;
  glossaryLink: string;
  contactLink: string;
  kind: { topic: string; term: string; tool: string; page: string };
  /** The lists the search page shows whatever the query, and without JavaScript. */
  browse: { topics: string; tools: string };
};
