import { Section } from '@/components/ui/Section';
import styles from './HomeSection.module.css';

type HomeSectionProps = {
  id: string;
  heading: string;
  intro?: string;
  band?: boolean;
  /** A hairline above the section, to part it from a white section before it. */
  ruled?: boolean;
  /**
   * Whether the section is a landmark named by its heading. Off where a carousel inside is already a
   * named region, so landmark lists do not show two regions for one thing.
   */
  landmark?: boolean;
  /** A link beside the heading, e.g. "See all services". */
  aside?: React.ReactNode;
  children: React.ReactNode;
};

/** A home page section: an h2 and a line of introduction above the content, labelled by its heading. */
export function HomeSection({ id, heading, intro, band, ruled, landmark = true, aside, children }: HomeSectionProps) {
  return (
    <Section id={id} band={band} className={ruled ? styles.ruled : undefined} aria-labelledby={landmark ? `${id}-heading` : undefined}>
      <div className={styles.head}>
        <div>
          <h2 id={`${id}-heading`} className={styles.heading}>
            {heading}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </Section>
  );
}
