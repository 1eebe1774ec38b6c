import { SiteLink } from '@/components/ui/SiteLink';
import type { Service } from '@/content/types';
import { ArrowRightIcon } from '@/components/ui/Icon';
import { StaticImage } from '@/components/ui/StaticImage';
import styles from './ServiceCard.module.css';

type ServiceCardProps = {
  service: Pick<Service, 'heading' | 'description' | 'thumbnailImage' | 'route'>;
  /** h2 in the services grid, h3 under a "Related services" heading. */
  headingLevel?: 2 | 3;
  /** Compact cards leave out the description (related services). */
  compact?: boolean;
  /** The card's "Learn more" in the page's language (wordsFor(locale).ui.learnMore). */
  learnMore: string;
};

/** A service as a card: the whole card is one link, named by its heading. */
export function ServiceCard({ service, headingLevel = 2, compact = false, learnMore }: ServiceCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { thumbnailImage: image } = service;
  return (
    <article className={compact ? `card ${styles.card} ${styles.compact}` : `card ${styles.card}`}>
      <div className={styles.media}>
        {/* The heading names the card; the picture only decorates it. */}
        <StaticImage image={image} alt="" className={styles.image} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.heading}>
          <SiteLink href={service.route} className="card-link">
            {service.heading}
          </SiteLink>
        </Heading>
        {compact ? null : <p className={styles.description}>{service.description}</p>}
        <span className={styles.more} aria-hidden="true">
          {learnMore}
          <ArrowRightIcon />
        </span>
      </div>
    </article>
  );
}
