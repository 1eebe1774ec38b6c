import { SiteLink } from '@/components/ui/SiteLink';
import type { Service } from '@/content/types';
import { ServiceCard } from './ServiceCard';
import styles from './ServiceGrid.module.css';

type ServiceGridProps = {
  services: readonly Service[];
  /** Where "Talk to us", the tile after the cards, leads: the contact page. */
  contactHref: `/${string}`;
};

/**
 * The services index: one card per service, three across on a desktop, two on a tablet, one on a
 * phone. A closing tile invites the undecided to get in touch and fills the last row.
 */
export function ServiceGrid({ services, contactHref }: ServiceGridProps) {
  return (
    <ul className="card-grid card-grid-3">
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} />
        </li>
      ))}
      <li className={styles.wide}>
        <aside className={styles.cta} aria-labelledby="services-cta">
          <h2 id="services-cta" className={styles.ctaHeading}>
            Not sure where to start?
          </h2>
          <p>Most people come to us with a goal, not a product. Tell us yours, and we will suggest where to begin.</p>
          <SiteLink className="button" href={contactHref}>
            Talk to us
          </SiteLink>
        </aside>
      </li>
    </ul>
  );
}
