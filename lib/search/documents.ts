// What the site's search indexes: each library topic and glossary term of one edition, as the
// library's loader gives them (lib/library/), and every other page a reader may look for (the
// calculators and questionnaires, the getting-started guide, the services, contact, grievance...),
// from the route table and the services' own words.
import { routes, type RoutePath } from '@/content/routes';
import { PAGE_WORDS } from '@/content/searchPageWords';
import { glossaryPath, loadLibrary, type GlossaryTerm, type Library, type Topic } from '@/lib/library';
import { wordsFor } from '@/lib/i18n/words';
import { DEFAULT_LOCALE, localisePath, type Locale } from '@/lib/i18n/locale';
import { routeFor } from '@/lib/routes';
import { servicesFor } from '@/lib/pages/services';
import { headwordText } from '@/lib/library/glossary';
import { DataFileError } from '@/lib/data/dataFile';
import { askedCodeOf, readAsked } from './asked';
import { buildIndex, type SearchDocument, type SearchKind, type SerialisedIndex } from './searchIndex';

function topicDocument(topic: Topic): SearchDocument {
  return {
    kind: 'topic',
    key: topic.slug,
    url: topic.path,
    title: topic.title,
    summary: topic.answer,
    text: `${topic.description} ${topic.text}`,
    locale: topic.locale,
  };
}

function termDocument(term: GlossaryTerm, library: Pick<Library, 'locale'>): SearchDocument {
  // The Hindi glossary shows the English word beside the term, as the glossary page does (one bracket
  // at most); a reader may type either.
  const title = headwordText(term.term, term.english);
  return {
    kind: 'term',
    key: term.id,
    url: term.href,
    title,
    summary: term.definition,
    text: term.aliases.join(' '),
    locale: library.locale,
  };
}

// The A-Z glossary's own page, for a reader who asks for it ("glossary", "शब्दकोश"): its terms are
// documents of their own.
function glossaryDocument(locale: Locale): SearchDocument {
  const words = wordsFor(locale).library.glossary;
  return {
    kind: 'page',
    key: '/investor-education/glossary/',
    url: glossaryPath(locale),
    title: words.title,
    summary: words.description,
    text: `${words.heading} ${words.lead}`,
    locale,
  };
}

/** The library's documents of one edition. */
export function libraryDocuments(library: Library): SearchDocument[] {
  return [
    ...library.topics.map(topicDocument),
    ...library.glossary.map((term) => termDocument(term, library)),
    glossaryDocument(library.locale),
  ];
}

// The calculators and questionnaires: what "sip calculator" or "risk profile" asks for first.
const isTool = (path: string) => path === '/financial-calculator/' || (path.startsWith('/tools/') && path !== '/tools/');

/** Every calculator and questionnaire, in the route table's order: the search page lists them. */
export const toolRoutes: readonly RoutePath[] = routes.map((route) => route.path).filter(isTool);
// Pages a search has nothing to send a reader to: the home page, and the search itself.
const NOT_INDEXED: readonly string[] = ['/', '/search/'];

/** The site's other pages in one edition: the route table's pages and the service pages. */
function pageDocuments(locale: Locale): SearchDocument[] {
  const pageWords = PAGE_WORDS[locale];
  const routeDocuments = routes
    .filter((route) => !NOT_INDEXED.includes(route.path))
    .map((route): SearchDocument => {
      const words = routeFor(route.path, locale);
      const kind: SearchKind = isTool(route.path) ? 'tool' : 'page';
      return {
        kind,
        key: route.path,
        url: words.path,
        title: words.title,
        summary: words.description,
        text: [words.label, words.heading, words.lead ?? ''].join(' '),
        keywords: pageWords[route.path as RoutePath],
        locale,
      };
    });
  const serviceDocuments = servicesFor(locale).map((service): SearchDocument => ({
    kind: 'page',
    key: `/services/${service.id}/`,
    url: service.route,
    title: service.heading,
    summary: service.description,
    text: [...service.intro, ...service.sections.map((section) => section.heading)].join(' '),
    keywords: pageWords[`/services/${service.id}/`],
    locale,
  }));
  return [...routeDocuments, ...serviceDocuments];
}

/** The documents, each with what readers ask that it answers (lib/search/asked.ts). */
function withAsked(locale: Locale, documents: SearchDocument[]): SearchDocument[] {
  const asked = readAsked(locale, documents);
  return documents.map((document) => ({ ...document, asked: asked.get(askedCodeOf(document))?.join(' ') }));
}

/**
 * Every document of one edition. A Hindi document carries its English twin's title, summary and
 * what readers call it in English, so that Hinglish, which mixes English words into Hindi, finds it.
 */
export function siteDocuments(locale: Locale): SearchDocument[] {
  const own = withAsked(locale, [...libraryDocuments(loadLibrary(locale)), ...pageDocuments(locale)]);
  if (locale === DEFAULT_LOCALE) return own;
  const english = DEFAULT_LOCALE;
  const twins = new Map(
    [...libraryDocuments(loadLibrary(english)), ...pageDocuments(english)].map((document) => [
      `${document.kind}:${document.key}`,
      { title: document.title, summary: `${document.summary} ${document.keywords ?? ''}` },
    ]),
  );
  return own.map((document) => ({ ...document, twin: twins.get(`${document.kind}:${document.key}`) }));
}

/** What is wrong in an edition's file of what readers ask (lib/search/asked.ts), one line each: the build's library check prints them. */
export function askedProblems(locale: Locale): string[] {
  try {
    siteDocuments(locale);
    return [];
  } catch (error) {
    if (error instanceof DataFileError) return [...error.lines];
    throw error;
  }
}

/** One edition's index, as the build serves it. */
export function siteIndex(locale: Locale): SerialisedIndex {
  return buildIndex(locale, siteDocuments(locale), loadLibrary(locale).synonyms);
}

/** Where each edition's index is served (app/(en)/investor-education/search-index.json/route.ts and its Hindi twin). */
export const searchIndexPath = (locale: Locale) => localisePath('/investor-education/search-index.json', locale);

/** The index file's response, written once at build time (the route is force-static). */
export function searchIndexResponse(locale: Locale): Response {
  return Response.json(siteIndex(locale));
}
