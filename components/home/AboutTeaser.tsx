import Link from 'next/link';
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
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 id="about-heading">{heading}</h2>
        {paragraphs.map((p) => (
          <p key={p} className={styles.text}>
            {p}
          </p>
        ))}
        <Link className="button button-secondary" href={link.href}>
          {link.label}
        </Link>
      </div>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point}>
            <svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 28 28">
              <circle cx="14" cy="14" r="14" fill="#0f766e" />
              <path d="m8 14.5 4 4 8-9" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
