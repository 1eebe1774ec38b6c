import { AboutTeaser } from '@/components/home/AboutTeaser';
import { FeatureGrid } from '@/components/home/FeatureGrid';
import { Hero } from '@/components/home/Hero';
import { HomeSection } from '@/components/home/HomeSection';
import { PartnerLogo } from '@/components/home/PartnerLogo';
import { ServiceSlide } from '@/components/home/ServiceSlide';
import { Testimonials } from '@/components/home/Testimonials';
import { RegulatoryText } from '@/components/ui/RegulatoryText';
import { MarketOverview } from '@/components/embeds/MarketOverview';
import { SpuriousCallsNotice } from '@/components/legal/SpuriousCallsNotice';
import { NriPointer } from '@/components/start/NriPointer';
import { Carousel } from '@/components/ui/Carousel';
import { BackToTop, OnThisPage } from '@/components/ui/OnThisPage';
import { Section } from '@/components/ui/Section';
import { SiteLink } from '@/components/ui/SiteLink';
import {
  ABOUT_TEASER_ID,
  carouselTiming,
  homeLinks,
  PARTNERS_CAROUSEL_GAP,
  partnersCarouselLayout,
  servicesCarouselLayout,
  WELCOME_INTERVAL_MS,
} from '@/content/home';
import { featureCards } from '@/lib/pages/features';
import { homeMarketsIn } from '@/lib/embeds/markets';
import { partners } from '@/content/partners';
import { routeFor } from '@/lib/routes';
import { servicesFor } from '@/lib/pages/services';
import { site } from '@/content/site';
import { regulatoryLines } from '@/lib/pages/siteWords';
import { testimonialsFor } from '@/lib/pages/testimonials';
import type { Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { pageMetadata } from '@/lib/pages/seo';

export function homeMetadata(locale: Locale) {
  return pageMetadata({ ...routeFor('/', locale), absoluteTitle: true });
}

/** The home page in either language: the same sections, fed by content in the page's language. */
export function HomePage({ locale }: { locale: Locale }) {
  const route = routeFor('/', locale);
  const text = wordsFor(locale).home;
  const ui = wordsFor(locale).ui;
  const links = homeLinks(locale);
  const { tagline } = regulatoryLines(locale);
  const { hero, featuresSection, aboutTeaser, servicesSection, testimonialsSection, partnersSection } = text;

  return (
    <>
      <Hero
        heading={route.heading}
        welcomeLines={hero.welcomeLines}
        welcomeIntervalMs={WELCOME_INTERVAL_MS}
        lead={hero.lead}
        learnMore={{ label: hero.learnMoreLabel, hidden: hero.learnMoreHidden, href: `#${ABOUT_TEASER_ID}` }}
        secondary={{ label: hero.secondaryCta, href: links.services }}
        highlights={[
          { key: 'tagline', content: <RegulatoryText line={tagline} /> },
          { key: 'arn', content: site.arn.number },
          { key: 'commission', content: hero.commissionHighlight },
        ]}
        startLink={{ ...hero.startLink, href: links.start }}
        nriLine={<NriPointer locale={locale} />}
      />
      <OnThisPage
        locale={locale}
        items={[
          { id: 'tools', label: featuresSection.heading },
          { id: ABOUT_TEASER_ID, label: aboutTeaser.heading },
          { id: 'services', label: servicesSection.heading },
          ...(site.showTestimonials ? [{ id: 'testimonials', label: testimonialsSection.heading }] : []),
          { id: 'partners', label: partnersSection.heading },
        ]}
      />

      <HomeSection id="tools" heading={featuresSection.heading} intro={featuresSection.intro}>
        <FeatureGrid
          features={featureCards(wordsFor(locale).features, locale)}
          moreLink={{ label: featuresSection.moreLink, href: links.tools }}
          locale={locale}
        />
      </HomeSection>

      <Section id={ABOUT_TEASER_ID} band aria-labelledby="about-heading">
        <AboutTeaser
          eyebrow={aboutTeaser.eyebrow}
          heading={aboutTeaser.heading}
          paragraphs={aboutTeaser.paragraphs}
          points={aboutTeaser.points}
          link={{ label: aboutTeaser.link, href: links.about }}
          locale={locale}
        />
      </Section>

      <MarketOverview {...homeMarketsIn(wordsFor(locale).markets, locale)} />

      <HomeSection
        id="services"
        heading={servicesSection.heading}
        intro={servicesSection.intro}
        band
        landmark={false}
        aside={<SiteLink href={links.services}>{servicesSection.allServices}</SiteLink>}
      >
        <Carousel
          label={servicesSection.carouselLabel}
          words={ui.carousel}
          layout={servicesCarouselLayout}
          {...carouselTiming}
          slides={servicesFor(locale).map((s) => (
            <ServiceSlide
              key={s.id}
              heading={s.heading}
              description={s.description}
              image={s.thumbnailImage}
              href={s.route}
              more={ui.learnMore}
            />
          ))}
        />
      </HomeSection>

      {site.showTestimonials ? (
        <HomeSection id="testimonials" heading={testimonialsSection.heading} intro={testimonialsSection.intro}>
          <Testimonials testimonials={testimonialsFor(locale)} />
        </HomeSection>
      ) : null}

      <HomeSection
        id="partners"
        heading={partnersSection.heading}
        intro={partnersSection.intro}
        ruled={site.showTestimonials}
        landmark={false}
      >
        <Carousel
          label={partnersSection.carouselLabel}
          words={ui.carousel}
          layout={partnersCarouselLayout}
          gap={PARTNERS_CAROUSEL_GAP}
          {...carouselTiming}
          slides={partners.map((p) => (
            <PartnerLogo key={p.name} partner={p} locale={locale} />
          ))}
        />
      </HomeSection>

      {/* IRDAI's notice stands wherever the firm offers insurance, and the home page's services include it. */}
      <Section aria-label={text.insuranceNoticeLabel}>
        <SpuriousCallsNotice locale={locale} headingLevel="h2" />
      </Section>
      <BackToTop locale={locale} />
    </>
  );
}
