import { SiteLink } from '@/components/ui/SiteLink';
import { TemplateText } from '@/components/ui/TemplateText';
import type { LibraryText } from '@/content/libraryText';
import styles from './Library.module.css';

// The library's search box. Without JavaScript it is a form that opens the glossary, with links to
// the glossary and the topic list beside it; the search island (issue 35, the search branch) takes
// the box over when the visitor focuses it, and only then loads the index.

type Props = {
  text: LibraryText['search'];
  /** The glossary page and the home's topic list, in the page's language. */
  glossaryHref: string;
  topicsHref: string;
};

export function LibrarySearch({ text, glossaryHref, topicsHref }: Props) {
  return (
    <div className={styles.search}>
      <form role="search" action={glossaryHref} method="get" className={styles.searchForm}>
        <label htmlFor="library-search">{text.label}</label>
        <div className={styles.searchRow}>
          <input id="library-search" name="q" type="search" autoComplete="off" />
          <button type="submit" className="button">
            {text.button}
          </button>
        </div>
      </form>
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
