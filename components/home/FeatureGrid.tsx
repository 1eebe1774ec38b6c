import { SiteLink } from '@/components/ui/SiteLink';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { StaticImage } from '@/components/ui/StaticImage';
import type { FeatureCard } from '@/content/types';
import type { Locale } from '@/lib/i18n/locale';
import styles from './FeatureGrid.module.css';

type FeatureGridProps = {
  features: readonly FeatureCard[];
  /** A link under the cards, to every tool (the cards themselves stay as the spec has them). */
  moreLink?: { label: string; href: `/${string}` };
  locale: Locale;
};

/** The six tool cards. The heading's link covers the whole card; external tools open in a new tab. */
export function FeatureGrid({ features, moreLink, locale }: FeatureGridProps) {
  return (
    <>
      <ul className="card-grid card-grid-3">
        {features.map((feature) => (
          <li key={feature.id} className={`card ${styles.card}`}>
            <StaticImage image={feature.thumbnailImage} className={styles.icon} />
            <h3 className="card-title">
              {feature.route.startsWith('/') ? (
                <SiteLink className="card-link" href={feature.route}>
                  {feature.heading}
                </SiteLink>
              ) : (
                <ExternalLink locale={locale} className="card-link" href={feature.route}>
                  {feature.heading}
                </ExternalLink>
              )}
            </h3>
            <p className={`card-text ${styles.description}`}>{feature.description}</p>
          </li>
        ))}
      </ul>
      {moreLink ? (
        <p className={styles.more}>
          <SiteLink href={moreLink.href} className="button button-secondary">
            {moreLink.label}
          </SiteLink>
        </p>
      ) : null}
    </>
  );
}
