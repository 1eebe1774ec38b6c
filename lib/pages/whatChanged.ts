// The "What changed" page (/investor-education/what-changed/ and its twin in each language): the rule
// changes of content/facts/changes.yml, newest first, with their words in the page's language and the
// facts they quote resolved from the register; and, for a library topic, the newest change that
// touches it, which the topic's page links to. Pure: the register and the words come in.
import { formatFactDate, resolveFacts, type FactFormatWords, type Register } from '../facts/register';
import type { FactSource } from '../facts/schema';
import { pathTo } from '@/content/routes';
import type { Locale } from '../i18n/locale';

/** The page's address in the language (a route of content/routes.ts): the anchor of each change is its id. */
export const whatChangedPath = (locale: Locale = 'en') => pathTo('/investor-education/what-changed/', locale);

/** A topic as the page links it: its title and address in the page's language. */
export type TopicLink = { slug: string; title: string; path: string };

export type WhatChangedEntry = {
  /** The change's id: the entry's anchor. */
  id: string;
  /** YYYY-MM-DD, and as the page's language writes it. */
  date: string;
  dateText: string;
  title: string;
  /** The summary with every {{fact:...}} written as its value. */
  summary: string;
  topics: readonly TopicLink[];
  source: FactSource;
};

/** Newest first; changes of the same day keep the file's order. */
const newestFirst = <T extends { date: string }>(items: readonly T[]) =>
  items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (a.item.date === b.item.date ? a.i - b.i : a.item.date < b.item.date ? 1 : -1))
    .map(({ item }) => item);

/**
 * The page's entries in one language. A topic the library does not have (`topics` lacks it) is left out
 * here: the library's check refuses such a change at build (lib/library/library.ts).
 */
export function whatChangedEntries(
  register: Register,
  locale: Locale,
  words: FactFormatWords,
  topics: ReadonlyMap<string, TopicLink>,
): WhatChangedEntry[] {
  return newestFirst(register.changes).map((change) => ({
    id: change.id,
    date: change.date,
    dateText: formatFactDate(change.date, locale),
    title: resolveFacts(change.title[locale], register, locale, words),
    summary: resolveFacts(change.summary[locale], register, locale, words),
    topics: change.topics.flatMap((slug) => {
      const topic = topics.get(slug);
      return topic ? [topic] : [];
    }),
    source: change.source,
  }));
}

/** The newest change that touches a topic, as the topic's page names it: its date in the language and its anchor. */
export function latestChangeFor(
  register: Register,
  slug: string,
  locale: Locale,
): { id: string; date: string; dateText: string; href: string } | null {
  const change = newestFirst(register.changes).find((c) => c.topics.includes(slug));
  if (!change) return null;
  return {
    id: change.id,
    date: change.date,
    dateText: formatFactDate(change.date, locale),
    href: `${whatChangedPath(locale)}#${change.id}`,
  };
}
