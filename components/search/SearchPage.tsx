import { SearchBox } from '@/components/library/SearchBox';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { SiteLink } from '@/components/ui/SiteLink';
import { pathTo } from '@/content/routes';
import { LIBRARY_HOME, glossaryPath, loadLibrary } from '@/lib/library';
import { localisePath, type Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { routeFor } from '@/lib/routes';
import { searchIndexPath, toolRoutes } from '@/lib/search/documents';
import { pageMetadata } from '@/lib/pages/seo';
import '@/components/library/LibrarySearch.module.css';
import styles from './SearchPage.module.css';

/**
 * The search page of one edition (/search/?q=..., /hi/search/?q=...): where the header's form leads.
 * The box reads the query from the address and answers at once with the site's index; without
 * JavaScript the page still lists every topic and every tool, so the visit goes on.
 */
export function SearchPage({ locale }: { locale: Locale }) {
  const route = routeFor('/search/', locale);
  const words = wordsFor(locale).search;
  const topics = loadLibrary(locale).topics;
  const tools = toolRoutes.map((path) => routeFor(path, locale));
  return (
    <>
      <PageHeader heading={route.heading} />
      <Section>
        <SearchBox
          indexUrl={searchIndexPath(locale)}
          action={route.path}
          links={{
            topics: localisePath(LIBRARY_HOME, locale) as `/${string}`,
            glossary: glossaryPath(locale),
            contact: pathTo('/contact/', locale),
          }}
          words={words}
          fromAddress
          limit={12}
        />
      </Section>
      <Section band>
        <div className={styles.browse}>
          <nav aria-labelledby="search-topics">
            <h2 id="search-topics">{words.browse.topics}</h2>
            <ul className={styles.list}>
              {topics.map((topic) => (
                <li key={topic.slug}>
                  <SiteLink href={topic.path}>{topic.title}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="search-tools">
            <h2 id="search-tools">{words.browse.tools}</h2>
            <ul className={styles.list}>
              {tools.map((tool) => (
                <li key={tool.path}>
                  <SiteLink href={tool.path}>{tool.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Section>
    </>
  );
}

export function searchMetadata(locale: Locale) {
  return pageMetadata(routeFor('/search/', locale));
}
