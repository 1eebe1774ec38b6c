import { SiteLink } from '@/components/ui/SiteLink';
import { RotatingTitle } from './RotatingTitle';
import { HeroIllustration } from './HeroIllustration';
import styles from './Hero.module.css';

type HeroProps = {
  /** The page's h1: stable text, the same before and after hydration. */
  heading: string;
  welcomeLines: readonly string[];
  welcomeIntervalMs: number;
  lead: string;
  /** In-page anchor of the About section, e.g. "#about"; `hidden` is what screen readers hear after the label. */
  learnMore: { label: string; hidden: string; href: `#${string}` };
  secondary: { label: string; href: string };
  /** Short lines under the buttons (a Hindi page's tagline carries its English original, so nodes). */
  highlights: readonly { key: string; content: React.ReactNode }[];
  /** A line under the buttons pointing a first-time investor to /start/. */
  startLink?: { lead: string; label: string; href: string };
  /** A line under it for those who invest from abroad (components/start/NriPointer). */
  nriLine?: React.ReactNode;
};

export function Hero({ heading, welcomeLines, welcomeIntervalMs, lead, learnMore, secondary, highlights, startLink, nriLine }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.welcome}>
            <RotatingTitle lines={welcomeLines} intervalMs={welcomeIntervalMs} />
          </p>
          <h1 id="hero-heading" className={styles.heading}>
            {heading}
          </h1>
          <p className={styles.lead}>{lead}</p>
          <div className={`button-row ${styles.actions}`}>
            <a className="button" href={learnMore.href}>
              {learnMore.label}
              <span className="visually-hidden">{learnMore.hidden}</span>
            </a>
            <SiteLink className="button button-secondary" href={secondary.href}>
              {secondary.label}
            </SiteLink>
          </div>
          {startLink ? (
            <p className={styles.start}>
              {startLink.lead} <SiteLink href={startLink.href}>{startLink.label}</SiteLink>
            </p>
          ) : null}
          {nriLine ? <p className={styles.start}>{nriLine}</p> : null}
          <ul className={styles.highlights}>
            {highlights.map((h) => (
              // One item beside the marker: the li is a flex box, and a Hindi tagline is two spans.
              <li key={h.key}>
                <span>{h.content}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.art}>
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}
