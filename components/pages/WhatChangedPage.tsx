import { Fragment } from 'react';
import styles from '@/components/library/Library.module.css';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { RoutePage } from '@/components/ui/RoutePage';
import { SiteLink } from '@/components/ui/SiteLink';
import { formatFactDate } from '@/lib/facts/register';
import { loadRegister } from '@/lib/facts/load';
import { loadLibrary } from '@/lib/library';
import { sourceLangAttribute } from '@/lib/library/sources';
import type { Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { routeFor } from '@/lib/routes';
import { pageMetadata } from '@/lib/pages/seo';
import { whatChangedEntries, type TopicLink } from '@/lib/pages/whatChanged';

export function whatChangedMetadata(locale: Locale) {
  return pageMetadata(routeFor('/investor-education/what-changed/', locale));
}

/**
 * The rule changes of content/facts/changes.yml, newest first, in either language: each with its date,
 * what changed (the register's figures), the topics that explain it (linked both ways) and the
 * regulator's or the statute's document. Drawn at build time; nothing runs in the browser.
 */
export function WhatChangedPage({ locale }: { locale: Locale }) {
  const route = routeFor('/investor-education/what-changed/', locale);
  const words = wordsFor(locale);
  const text = words.library.whatChanged;
  const topics = new Map<string, TopicLink>(
    loadLibrary(locale).topics.map((t) => [t.slug, { slug: t.slug, title: t.title, path: t.path }]),
  );
  const entries = whatChangedEntries(loadRegister(), locale, { units: words.factUnits }, topics);
  return (
    <RoutePage route={route} prose>
      <p>{text.intro}</p>
      <ol className={styles.changes}>
        {entries.map((entry) => {
          const lang = sourceLangAttribute(entry.source, locale);
          const { ref, date } = entry.source;
          const when = date ? formatFactDate(date, locale) : null;
          return (
            <li key={entry.id} id={entry.id} className={styles.change}>
              <h2 id={`${entry.id}-title`}>{entry.title}</h2>
              <p className={styles.meta}>
                <time dateTime={entry.date}>{entry.dateText}</time>
              </p>
              <p>{entry.summary}</p>
              <p>
                {text.topicsLabel}{' '}
                {entry.topics.map((topic, i) => (
                  <Fragment key={topic.slug}>
                    {i ? ', ' : null}
                    <SiteLink href={topic.path}>{topic.title}</SiteLink>
                  </Fragment>
                ))}
              </p>
              <p className={styles.meta}>
                {text.sourceLabel}{' '}
                <ExternalLink href={entry.source.url} locale={locale}>
                  <cite lang={lang}>{entry.source.title}</cite>
                </ExternalLink>
                {' ('}
                {/* The publisher and the reference are in the document's language too. */}
                <cite lang={lang}>{entry.source.publisher}</cite>
                {ref ? (
                  <>
                    {', '}
                    <cite lang={lang}>{ref}</cite>
                  </>
                ) : null}
                {when ? (
                  <>
                    {', '}
                    <time dateTime={date}>{when}</time>
                  </>
                ) : null}
                {')'}
              </p>
            </li>
          );
        })}
      </ol>
    </RoutePage>
  );
}
