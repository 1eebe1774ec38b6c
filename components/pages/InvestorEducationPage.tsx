import { LibrarySearch } from '@/components/library/LibrarySearch';
import styles from '@/components/library/Library.module.css';
import { MarketOverview } from '@/components/embeds/MarketOverview';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { RoutePage } from '@/components/ui/RoutePage';
import { SiteLink } from '@/components/ui/SiteLink';
import { site } from '@/content/site';
import { globalMarketsIn } from '@/lib/embeds/markets';
import { wordsFor } from '@/lib/i18n/words';
import { routeFor } from '@/lib/routes';
import { siteTextFor } from '@/lib/pages/siteWords';
import { GROUPS, glossaryPath, loadLibrary, type Topic } from '@/lib/library';
import { GLOSSARY_ANCHOR } from '@/lib/library/load';
import type { Locale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/pages/seo';
import { whatChangedPath } from '@/lib/pages/whatChanged';
import { READING_PATH } from '@/content/readingPath';

export function investorEducationMetadata(locale: Locale) {
  return pageMetadata(routeFor('/investor-education/', locale));
}

/** The id of the topic list, which the search box's fallback links to. */
const TOPICS_ID = 'topics';

/**
 * One topic's entry. It carries the anchors of the old single page this topic now holds (#nav, #kyc ...),
 * so links into that page land on the entry that leads on.
 */
function TopicEntry({ topic }: { topic: Topic }) {
  const [first, ...more] = topic.sectionIds;
  return (
    <li id={first}>
      {more.map((id) => (
        <span key={id} id={id} className={styles.anchor} />
      ))}
      <SiteLink href={topic.path}>{topic.title}</SiteLink>
    </li>
  );
}

/** The library's home, in either language: the topics by group, a reading order, the search and the glossary. */
export function InvestorEducationPage({ locale }: { locale: Locale }) {
  const route = routeFor('/investor-education/', locale);
  const { topics } = loadLibrary(locale);
  const words = wordsFor(locale);
  const text = words.library;
  const amfi = { href: site.links.amfiInvestorAwareness.href, label: siteTextFor(locale).links.amfiInvestorAwareness.label };
  const lead = (
    <>
      {text.home.lead}
      {text.home.moreFrom.before}
      <ExternalLink locale={locale} href={amfi.href}>
        {amfi.label}
      </ExternalLink>
      {text.home.moreFrom.after}
    </>
  );
  return (
    <>
      <RoutePage route={route} lead={lead}>
        <LibrarySearch text={text.search} glossaryHref={glossaryPath(locale)} topicsHref={`#${TOPICS_ID}`} />
        <h2 id={TOPICS_ID}>{text.home.groupsHeading}</h2>
        <div className={styles.groups}>
          {GROUPS.map((group) => (
            <section key={group} className={styles.group} aria-labelledby={`group-${group}`}>
              <h3 id={`group-${group}`}>{text.home.groups[group]}</h3>
              <ul className={styles.topicList}>
                {topics
                  .filter((t) => t.group === group)
                  .map((topic) => (
                    <TopicEntry key={topic.slug} topic={topic} />
                  ))}
              </ul>
            </section>
          ))}
        </div>
        <h2>{text.home.readingOrderHeading}</h2>
        <p>{text.home.readingOrderLead}</p>
        <ol className={styles.readingOrder}>
          {READING_PATH.flatMap((slug) => topics.find((t) => t.slug === slug) ?? []).map((topic) => (
            <li key={topic.slug}>
              <SiteLink href={topic.path}>{topic.title}</SiteLink>
            </li>
          ))}
        </ol>
        <h2 id={GLOSSARY_ANCHOR} className={styles.anchor}>
          <SiteLink href={glossaryPath(locale)}>{text.home.glossaryLink}</SiteLink>
        </h2>
        <p>{text.home.glossaryLead}</p>
        <h2>
          <SiteLink href={whatChangedPath(locale)}>{text.whatChanged.homeLink}</SiteLink>
        </h2>
        <p>{text.whatChanged.homeLead}</p>
      </RoutePage>
      <MarketOverview {...globalMarketsIn(words.markets, locale)} band />
    </>
  );
}
