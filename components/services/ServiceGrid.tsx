import { SiteLink } from '@/components/ui/SiteLink';
import type { ServicePageWords } from '@/content/services';
import type { Service } from '@/content/types';
import { ServiceCard } from './ServiceCard';
import styles from './ServiceGrid.module.css';

type ServiceGridProps = {
  services: readonly Service[];
  /** Where "Talk to us", the tile after the cards, leads: the contact page in the page's language. */
  contactHref: `/${string}`;
  /** The closing tile's words, and each card's "Learn more", in the page's language. */
  cta: ServicePageWords['gridCta'];
  learnMore: string;
};

/**
 * The services index: one card per service, three across on a desktop, two on a tablet, one on a
 * phone. A closing tile invites the undecided to get in touch and fills the last row.
 */
export function ServiceGrid({ services, contactHref, cta, learnMore }: ServiceGridProps) {
  return (
    <ul className="card-grid card-grid-3">
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} learnMore={learnMore} />
        </li>
      ))}
      <li className={styles.wide}>
        <aside className={styles.cta} aria-labelledby="services-cta">
          <h2 id="services-cta" className={styles.ctaHeading}>
            {cta.heading}
          </h2>
          <p>{cta.body}</p>
          <SiteLink className="button" href={contactHref}>
            {cta.button}
          </SiteLink>
        </aside>
      </li>
    </ul>
  );
}
