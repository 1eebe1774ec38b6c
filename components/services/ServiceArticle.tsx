import { SiteLink } from '@/components/ui/SiteLink';
import { VideoEmbed } from '@/components/embeds/VideoEmbed';
import type { Service } from '@/content/types';
import { StaticImage } from '@/components/ui/StaticImage';
import { ServiceCard } from './ServiceCard';
import { SectionText } from '@/components/ui/SectionText';
import styles from './ServiceArticle.module.css';

type ServiceArticleProps = {
  service: Service;
  related: readonly Service[];
  /** Where the call to action leads: the contact page, with this service preselected. */
  contactHref: `/${string}`;
  /** What the service costs the visitor (who pays the firm), said before the call to action. */
  cost: { heading: string; text: string; disclosureHref: `/${string}` };
  /** On the mutual fund services: a line pointing a first-time investor to /start/. */
  startPointer?: React.ReactNode;
};

/** The body of a service page: picture and introduction, video, sections, call to action, related services. */
export function ServiceArticle({ service, related, contactHref, cost, startPointer }: ServiceArticleProps) {
  const { thumbnailImage: image, video } = service;
  return (
    <article className={styles.article}>
      <div className={styles.intro}>
        <div className={styles.introText}>
          {service.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <StaticImage className={styles.picture} image={image} loading="eager" fetchPriority="high" />
      </div>

      {video ? (
        <section className={styles.video} aria-labelledby="service-video">
          <h2 id="service-video" className={styles.videoHeading}>
            Watch: {video.title}
          </h2>
          <VideoEmbed locale="en" title={video.title} youtubeId={video.youtubeId} description={video.description} />
        </section>
      ) : null}

      {service.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2>{section.heading}</h2>
          <SectionText section={section} bulletsClassName={styles.bullets} />
        </section>
      ))}

      {startPointer ? <p className="callout">{startPointer}</p> : null}

      <section className={styles.cost} aria-labelledby="service-cost">
        <h2 id="service-cost">{cost.heading}</h2>
        <p>
          {cost.text} <SiteLink href={cost.disclosureHref}>See our disclosure of commissions</SiteLink>.
        </p>
      </section>

      <aside className={styles.cta} aria-labelledby="service-cta">
        <h2 id="service-cta" className={styles.ctaHeading}>
          Talk to us about {service.heading.toLowerCase()}
        </h2>
        <p>
          A first conversation costs nothing and commits you to nothing. Tell us where you are and what you want to achieve; we will tell
          you plainly what we can help with.
        </p>
        <SiteLink className="button" href={contactHref}>
          Book a conversation
        </SiteLink>
      </aside>

      {related.length > 0 ? (
        <section aria-labelledby="related-services" className={styles.related}>
          <h2 id="related-services">Related services</h2>
          <ul className={styles.relatedList}>
            {related.map((item) => (
              <li key={item.id}>
                <ServiceCard service={item} headingLevel={3} compact />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
