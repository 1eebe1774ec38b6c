import { SiteLink } from '@/components/ui/SiteLink';
import { VideoEmbed } from '@/components/embeds/VideoEmbed';
import type { Locale } from '@/lib/i18n/locale';
import type { ServicePageWords } from '@/content/services';
import type { Service } from '@/content/types';
import { StaticImage } from '@/components/ui/StaticImage';
import { ServiceCard } from './ServiceCard';
import { SectionText } from '@/components/ui/SectionText';
import styles from './ServiceArticle.module.css';

type ServiceArticleProps = {
  locale: Locale;
  service: Service;
  related: readonly Service[];
  /** Where the call to action leads: the contact page, with this service preselected. */
  contactHref: `/${string}`;
  /** What the service costs the visitor (who pays the firm), said before the call to action. */
  cost: { heading: string; text: string; disclosureHref: `/${string}`; disclosureLink: string; sentenceEnd: string };
  /** The words around the service's own text, and the related cards' "Learn more", in the page's language. */
  words: Pick<ServicePageWords, 'watch' | 'ctaHeading' | 'ctaBody' | 'ctaButton' | 'related'>;
  learnMore: string;
  /** On the mutual fund services: a line pointing a first-time investor to /start/. */
  startPointer?: React.ReactNode;
};

/** The body of a service page: picture and introduction, video, sections, call to action, related services. */
export function ServiceArticle({ locale, service, related, contactHref, cost, words, learnMore, startPointer }: ServiceArticleProps) {
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
            {words.watch(video.title)}
          </h2>
          <VideoEmbed locale={locale} title={video.title} youtubeId={video.youtubeId} description={video.description} />
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
          {cost.text} <SiteLink href={cost.disclosureHref}>{cost.disclosureLink}</SiteLink>
          {cost.sentenceEnd}
        </p>
      </section>

      <aside className={styles.cta} aria-labelledby="service-cta">
        <h2 id="service-cta" className={styles.ctaHeading}>
          {words.ctaHeading(service.heading)}
        </h2>
        <p>{words.ctaBody}</p>
        <SiteLink className="button" href={contactHref}>
          {words.ctaButton}
        </SiteLink>
      </aside>

      {related.length > 0 ? (
        <section aria-labelledby="related-services" className={styles.related}>
          <h2 id="related-services">{words.related}</h2>
          <ul className={styles.relatedList}>
            {related.map((item) => (
              <li key={item.id}>
                <ServiceCard service={item} headingLevel={3} compact learnMore={learnMore} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
