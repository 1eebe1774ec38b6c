import type { SearchText } from '../search';

export const searchText: SearchText = {
  header: { label: 'Search the site', open: 'Search', button: 'Search' },
  label: 'Search topics, terms, calculators and pages',
  hint: 'As you would ask it: SIP calculator, tax on mutual funds, add a nominee.',
  button: 'Search',
  loading: 'Loading the search…',
  failed: 'The search could not load. Browse the topics and calculators below instead.',
  resultOne: '1 result',
  resultMany: '{count} results',
  resultsLabel: 'Results for “{query}”',
  none: 'Nothing found for “{query}”.',
  noneHelp: 'Try another word, browse {topics}, look the word up in {glossary}, or {contact}.',
  topicsLink: 'the library’s topics',
  glossaryLink: 'the glossary',
  contactLink: 'ask us',
  kind: { topic: 'Topic', term: 'Glossary term', tool: 'Calculator', page: 'Page' },
  browse: { topics: 'Topics in the library', tools: 'Calculators and questionnaires' },
};
