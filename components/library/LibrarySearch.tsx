import { SiteLink } from '@/components/ui/SiteLink';
import { TemplateText } from '@/components/ui/TemplateText';
import type { LibraryText } from '@/content/libraryText';
import { pathTo } from '@/content/routes';
import { localeOfPath } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { searchIndexPath } from '@/lib/search/documents';
import styles from './Library.module.css';
import './LibrarySearch.module.css';
import { SearchBoxIsland } from './SearchBoxIsland';

// The library's search box: the site's search (the header's form and /search/ use the same index),
// with the library's own label. Server HTML: a form that opens the search page, which lists the topics
// and tools without JavaScript, with links to the glossary and the topic list under it. The box's code
// arrives when the visitor reaches it (SearchBoxIsland), and its edition's index and the search code
// when the visitor first focuses or types in it.

type Props = {
  text: LibraryText['search'];
  /** The glossary page and the home's topic list, in the page's language. */
  glossaryHref: string;
  topicsHref: string;
};

export function LibrarySearch({ text, glossaryHref, topicsHref }: Props) {
  // The glossary's address names the page's edition, and so the index to search.
  const locale = localeOfPath(glossaryHref);
  return (
    <div className={styles.search}>
      <SearchBoxIsland
        indexUrl={searchIndexPath(locale)}
        action={pathTo('/search/', locale)}
        links={{ topics: topicsHref as `/${string}`, glossary: glossaryHref as `/${string}`, contact: pathTo('/contact/', locale) }}
        words={{ ...wordsFor(locale).search, label: text.label, hint: text.hint, button: text.button }}
      />
      <p className={styles.searchFallback}>
        <TemplateText
          template={text.fallback}
          values={{
            glossary: <SiteLink href={glossaryHref}>{text.glossaryLink}</SiteLink>,
            topics: <SiteLink href={topicsHref}>{text.topicsLink}</SiteLink>,
          }}
        />
      </p>
    </div>
  );
}
