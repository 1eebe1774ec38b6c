import { Fragment } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { ScrollBox } from '@/components/ui/ScrollBox';
import { SiteLink } from '@/components/ui/SiteLink';
import { wordsFor } from '@/lib/i18n/words';
import type { Block, Inline } from '@/lib/library';
import type { Locale } from '@/lib/i18n/locale';
import styles from './Library.module.css';

// A topic's body, drawn at build time from the typed blocks lib/library/markdown.ts made of its
// Markdown: the site's own links, tables and notes. Nothing here runs in the browser.

type Props = { blocks: readonly Block[]; locale: Locale };

function InlineView({ nodes, locale }: { nodes: readonly Inline[]; locale: Locale }) {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.kind) {
          case 'text':
            return <Fragment key={i}>{node.text}</Fragment>;
          case 'strong':
            return (
              <strong key={i}>
                <InlineView nodes={node.children} locale={locale} />
              </strong>
            );
          case 'em':
            return (
              <em key={i}>
                <InlineView nodes={node.children} locale={locale} />
              </em>
            );
          case 'code':
            return <code key={i}>{node.text}</code>;
          case 'break':
            return <br key={i} />;
          case 'term':
            return (
              <SiteLink key={i} href={node.href} className={styles.term}>
                <InlineView nodes={node.children} locale={locale} />
              </SiteLink>
            );
          case 'link':
            return node.external ? (
              <ExternalLink key={i} href={node.href} locale={locale}>
                <InlineView nodes={node.children} locale={locale} />
              </ExternalLink>
            ) : (
              <SiteLink key={i} href={node.href}>
                <InlineView nodes={node.children} locale={locale} />
              </SiteLink>
            );
        }
      })}
    </>
  );
}

function BlockView({ block, locale, heading }: { block: Block; locale: Locale; heading: string }) {
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? (
        <h2>
          <InlineView nodes={block.children} locale={locale} />
        </h2>
      ) : (
        <h3>
          <InlineView nodes={block.children} locale={locale} />
        </h3>
      );
    case 'paragraph':
      return (
        <p>
          <InlineView nodes={block.children} locale={locale} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, i) => (
        <li key={i}>
          {item.length === 1 && item[0]?.kind === 'paragraph' ? (
            <InlineView nodes={item[0].children} locale={locale} />
          ) : (
            <TopicBody blocks={item} locale={locale} />
          )}
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'table':
      // A wide table scrolls inside its own box, named after its heading and columns; the page does not scroll (320 px).
      return (
        <ScrollBox
          label={`${heading ? `${heading}: ` : ''}${block.header.map((cell) => textOf(cell)).join(', ')}`}
          hint={wordsFor(locale).ui.scrollHint}
          className={styles.tableScroll}
        >
          <table className="data-table">
            <thead>
              <tr>
                {block.header.map((cell, i) => (
                  <th key={i} scope="col" style={block.align[i] ? { textAlign: block.align[i] ?? undefined } : undefined}>
                    <InlineView nodes={cell} locale={locale} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i} style={block.align[i] ? { textAlign: block.align[i] ?? undefined } : undefined}>
                      <InlineView nodes={cell} locale={locale} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      );
    case 'callout':
      return (
        <div className={block.callout === 'warning' ? `callout ${styles.warning}` : `callout ${styles.note}`}>
          <TopicBody blocks={block.children} locale={locale} />
        </div>
      );
    case 'quote':
      return (
        <blockquote className={styles.quote}>
          <TopicBody blocks={block.children} locale={locale} />
        </blockquote>
      );
  }
}

function textOf(nodes: readonly Inline[]): string {
  return nodes.map((n) => (n.kind === 'text' || n.kind === 'code' ? n.text : n.kind === 'break' ? ' ' : textOf(n.children))).join('');
}

/** The text of the last heading at or before block i: a table's box is named after it, so two tables with the same columns stay apart. */
function headingBefore(blocks: readonly Block[], i: number): string {
  for (let j = i; j >= 0; j--) {
    const block = blocks[j];
    if (block?.kind === 'heading') return textOf(block.children);
  }
  return '';
}

export function TopicBody({ blocks, locale }: Props) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} locale={locale} heading={headingBefore(blocks, i)} />
      ))}
    </>
  );
}
