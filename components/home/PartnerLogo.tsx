import { ExternalLink } from '@/components/ui/ExternalLink';
import { StaticImage } from '@/components/ui/StaticImage';
import type { Partner } from '@/content/types';
import type { Locale } from '@/lib/i18n/locale';
import styles from './PartnerLogo.module.css';

type PartnerLogoProps = {
  partner: Partner;
  locale: Locale;
};

/** A fund house's wordmark, linking to its website in a new tab; the image's alt text names it. */
export function PartnerLogo({ partner, locale }: PartnerLogoProps) {
  return (
    <ExternalLink locale={locale} className={styles.logo} href={partner.href}>
      <StaticImage image={partner.logo} className={styles.image} />
    </ExternalLink>
  );
}
