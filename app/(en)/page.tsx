import { BackToTop, OnThisPage } from '@/components/ui/OnThisPage';
import { SiteLink } from '@/components/ui/SiteLink';
import { AboutTeaser } from '@/components/home/AboutTeaser';
import { FeatureGrid } from '@/components/home/FeatureGrid';
import { Hero } from '@/components/home/Hero';
import { HomeSection } from '@/components/home/HomeSection';
import { MarketOverview } from '@/components/embeds/MarketOverview';
import { PartnerLogo } from '@/components/home/PartnerLogo';
import { ServiceSlide } from '@/components/home/ServiceSlide';
import { Testimonials } from '@/components/home/Testimonials';
import { Carousel } from '@/components/ui/Carousel';
import { Section } from '@/components/ui/Section';
import { SpuriousCallsNotice } from '@/components/legal/SpuriousCallsNotice';
import { features } from '@/content/features';
import { aboutTeaser, carouselTiming, featuresSection, hero, partnersSection, servicesSection, testimonialsSection } from '@/content/home';
import { homeMarkets } from '@/content/markets';
import { partners } from '@/content/partners';
import { routeFor } from '@/content/routes';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { startGuide } from '@/content/start';
import { testimonials } from '@/content/testimonials';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/');

export const metadata = pageMetadata({ ...route, absoluteTitle: true });

export default function HomePage() {
  return (
    <>
      <Hero
        heading={route.heading}
        welcomeLines={hero.welcomeLines}
        welcomeIntervalMs={hero.welcomeIntervalMs}
        lead={hero.lead}
        learnMore={{ label: hero.learnMoreLabel, href: `#${aboutTeaser.id}` }}
        secondary={hero.secondaryCta}
        highlights={hero.highlights}
        startLink={startGuide.pointers.home}
      />
      <OnThisPage
        locale="en"
        items={[
          { id: 'tools', label: featuresSection.heading },
          { id: aboutTeaser.id, label: aboutTeaser.heading },
          { id: 'services', label: servicesSection.heading },
          ...(site.showTestimonials ? [{ id: 'testimonials', label: testimonialsSection.heading }] : []),
          { id: 'partners', label: partnersSection.heading },
        ]}
      />

      <HomeSection id="tools" heading={featuresSection.heading} intro={featuresSection.intro}>
        <FeatureGrid features={features} moreLink={featuresSection.moreLink} />
      </HomeSection>

      <Section id={aboutTeaser.id} band aria-labelledby="about-heading">
        <AboutTeaser
          eyebrow={aboutTeaser.eyebrow}
          heading={aboutTeaser.heading}
          paragraphs={aboutTeaser.paragraphs}
          points={aboutTeaser.points}
          link={aboutTeaser.link}
        />
      </Section>

      <MarketOverview {...homeMarkets} />

      <HomeSection
        id="services"
        heading={servicesSection.heading}
        intro={servicesSection.intro}
        band
        landmark={false}
        aside={<SiteLink href={servicesSection.allServices.href}>{servicesSection.allServices.label}</SiteLink>}
      >
        <Carousel
          label={servicesSection.carouselLabel}
          layout={servicesSection.layout}
          {...carouselTiming}
          slides={services.map((s) => (
            <ServiceSlide key={s.id} heading={s.heading} description={s.description} image={s.thumbnailImage} href={s.route} />
          ))}
        />
      </HomeSection>

      {site.showTestimonials ? (
        <HomeSection id="testimonials" heading={testimonialsSection.heading} intro={testimonialsSection.intro}>
          <Testimonials testimonials={testimonials} />
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
          layout={partnersSection.layout}
          gap={partnersSection.gap}
          {...carouselTiming}
          slides={partners.map((p) => (
            <PartnerLogo key={p.name} partner={p} />
          ))}
        />
      </HomeSection>

      {/* IRDAI's notice stands wherever the firm offers insurance, and the home page's services include it. */}
      <Section aria-label="Insurance notice">
        <SpuriousCallsNotice locale="en" headingLevel="h2" />
      </Section>
      <BackToTop locale="en" />
    </>
  );
}
