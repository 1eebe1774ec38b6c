import { SiteLink } from '@/components/ui/SiteLink';
import type { ToolCard } from '@/content/tools';
import { localisePath, type Locale } from '@/lib/i18n/locale';
import styles from './ToolCards.module.css';

type ToolCardsProps = {
  cards: readonly ToolCard[];
  /** Heading level of each card's title, so the hub's outline stays in order. */
  headingLevel?: 'h2' | 'h3';
  /** The page's language: each card links to the tool in it (English unless given). */
  locale: Locale;
};

/** The hub's grid: one card per tool, the whole card a link. */
export function ToolCards({ cards, headingLevel: Heading = 'h3', locale }: ToolCardsProps) {
  return (
    <ul className="card-grid card-grid-fill">
      {cards.map((card) => (
        <li key={card.path} className={`card ${styles.card}`}>
          <Heading className="card-title">
            <SiteLink href={localisePath(card.path, locale)} className="card-link">
              {card.heading}
            </SiteLink>
          </Heading>
          <p className="card-text">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
