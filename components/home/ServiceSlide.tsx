import { SiteLink } from '@/components/ui/SiteLink';
import { StaticImage } from '@/components/ui/StaticImage';
import type { ImageRef } from '@/content/types';
import styles from './ServiceSlide.module.css';

type ServiceSlideProps = {
  heading: string;
  description: string;
  image: ImageRef;
  href: string;
  /** The card's visual cue ("Learn more"), in the page's language; the heading's link is what is read. */
  more: string;
};

/** One service in the home carousel: picture, name and one line, the whole card one link. */
export function ServiceSlide({ heading, description, image, href, more }: ServiceSlideProps) {
  return (
    <article className={`card ${styles.card}`}>
      <StaticImage image={image} alt="" className={styles.image} />
      <div className={styles.body}>
        <h3 className="card-title">
          <SiteLink className="card-link" href={href}>
            {heading}
          </SiteLink>
        </h3>
        <p className={`card-text ${styles.description}`}>{description}</p>
        <span className={styles.more} aria-hidden="true">
          {more} →
        </span>
      </div>
    </article>
  );
}
