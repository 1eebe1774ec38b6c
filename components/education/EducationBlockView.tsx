import { SiteLink } from '@/components/ui/SiteLink';
import { RowHeaderTable } from '@/components/ui/RowHeaderTable';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { DefinitionList } from '@/components/ui/DefinitionList';
import type { ContentLink, EducationBlock } from '@/content/types';
import type { Locale } from '@/lib/locale';
import styles from './EducationPrimer.module.css';

type EducationBlockViewProps = {
  block: EducationBlock;
  /** The page's language, for what screen readers hear after a link to another site. */
  locale: Locale;
};

/** One block of a primer topic, as plain semantic HTML. */
export function EducationBlockView({ block, locale }: EducationBlockViewProps) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'subheading':
      return <h3>{block.text}</h3>;
    case 'list': {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'definitions':
      return <DefinitionList className={styles.definitions} entries={block.items.map((item) => [item.term, item.definition] as const)} />;
    case 'table':
      return <RowHeaderTable className={styles.table} caption={block.caption} columns={block.columns} rows={block.rows} />;
    case 'note':
      return <p className={styles.note}>{block.text}</p>;
    case 'links':
      return (
        <ul className={styles.links}>
          {block.links.map((link) => (
            <li key={link.href}>
              <ContentLinkView link={link} locale={locale} />
              {link.description ? <span className={styles.linkDescription}>{link.description}</span> : null}
            </li>
          ))}
        </ul>
      );
    default:
      return assertNever(block);
  }
}

type ContentLinkViewProps = {
  link: ContentLink;
  locale: Locale;
};

/** A site path stays in the tab; another site opens in a new one. */
function ContentLinkView({ link, locale }: ContentLinkViewProps) {
  return link.href.startsWith('/') ? (
    <SiteLink href={link.href}>{link.label}</SiteLink>
  ) : (
    <ExternalLink locale={locale} href={link.href}>
      {link.label}
    </ExternalLink>
  );
}

// A new block kind added to content/types.ts without a case here fails type-checking.
function assertNever(block: never): never {
  throw new Error(`Unknown education block: ${JSON.stringify(block)}`);
}
