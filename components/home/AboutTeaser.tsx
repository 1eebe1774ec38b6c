import { SiteLink } from '@/components/ui/SiteLink';
import { CheckCircleIcon } from '@/components/ui/Icon';
import { InlineRuns } from '@/components/legal/InlineRuns';
import type { Paragraph } from '@/content/about';
import type { Locale } from '@/lib/i18n/locale';
import styles from './AboutTeaser.module.css';

type AboutTeaserProps = {
  eyebrow: string;
  heading: string;
  paragraphs: readonly Paragraph[];
  points: readonly string[];
  link: { label: string; href: string };
  locale: Locale;
};

export function AboutTeaser({ eyebrow, heading, paragraphs, points, link, locale }: AboutTeaserProps) {
  return (
    <div className={styles.about}>
      <div>
        <p className="eyebrow">{eyebrow}</p>
        <h2 id="about-heading">{heading}</h2>
        {paragraphs.map((runs, i) => (
          <p key={i} className={styles.text}>
            <InlineRuns runs={runs} locale={locale} />
          </p>
        ))}
        <SiteLink className="button button-secondary" href={link.href}>
          {link.label}
        </SiteLink>
      </div>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point}>
            <CheckCircleIcon />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
