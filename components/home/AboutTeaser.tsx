import { SiteLink } from '@/components/ui/SiteLink';
import { CheckCircleIcon } from '@/components/ui/Icon';
import styles from './AboutTeaser.module.css';

type AboutTeaserProps = {
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  points: readonly string[];
  link: { label: string; href: string };
};

export function AboutTeaser({ eyebrow, heading, paragraphs, points, link }: AboutTeaserProps) {
  return (
    <div className={styles.about}>
      <div>
        <p className="eyebrow">{eyebrow}</p>
        <h2 id="about-heading">{heading}</h2>
        {paragraphs.map((p) => (
          <p key={p} className={styles.text}>
            {p}
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
