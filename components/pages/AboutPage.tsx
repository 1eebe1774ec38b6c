import { CardGrid } from '@/components/about/CardGrid';
import { InlineRuns } from '@/components/legal/InlineRuns';
import { StepList } from '@/components/about/StepList';
import { BackToTop, OnThisPage } from '@/components/ui/OnThisPage';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { SiteLink } from '@/components/ui/SiteLink';
import type { AboutSectionId, Paragraph } from '@/content/about';
import { pathTo } from '@/content/routes';
import { routeFor } from '@/lib/routes';
import { regulatoryLines } from '@/lib/pages/siteWords';
import { aboutJumpLinks, aboutWordsFor } from '@/lib/pages/about';
import type { Locale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/pages/seo';
import styles from './AboutPage.module.css';

export function aboutMetadata(locale: Locale) {
  return pageMetadata(routeFor('/about/', locale));
}

/** Paragraphs of runs in the site's prose style. */
function Prose({ paragraphs, locale }: { paragraphs: readonly Paragraph[]; locale: Locale }) {
  return (
    <div className="prose">
      {paragraphs.map((runs, i) => (
        <p key={i}>
          <InlineRuns runs={runs} locale={locale} />
        </p>
      ))}
    </div>
  );
}

/** The About page in either language: who the firm is, how it works and how it is paid. */
export function AboutPage({ locale }: { locale: Locale }) {
  const route = routeFor('/about/', locale);
  const text = aboutWordsFor(locale);
  const { tagline } = regulatoryLines(locale);
  /** A section's h2: its id is the anchor "On this page" links to, the same in both languages. */
  const heading = (id: AboutSectionId) => <h2 id={id}>{text.headings[id]}</h2>;

  return (
    <>
      <PageHeader
        eyebrow={tagline.rendering === undefined ? tagline.official : `${tagline.official} (${tagline.rendering})`}
        heading={route.heading}
        lead={text.lead}
      />
      <OnThisPage locale={locale} items={aboutJumpLinks(text)} />

      <Section aria-labelledby="who-we-are">
        {heading('who-we-are')}
        <Prose paragraphs={text.whoWeAre} locale={locale} />
      </Section>

      <Section band aria-labelledby="approach">
        {heading('approach')}
        <CardGrid items={text.approach} />
      </Section>

      <Section aria-labelledby="who-we-serve">
        {heading('who-we-serve')}
        <CardGrid items={text.audiences} />
      </Section>

      <Section band aria-labelledby="regular-plans">
        {heading('regular-plans')}
        <Prose paragraphs={text.regularPlansIntro} locale={locale} />
        <CardGrid items={text.trailCommissionPaysFor} columns={3} />
        <Prose paragraphs={text.regularPlansOutro} locale={locale} />
      </Section>

      <Section aria-labelledby="what-we-do-not-do">
        {heading('what-we-do-not-do')}
        <CardGrid items={text.whatWeDoNotDo} marker="cross" columns={3} />
      </Section>

      <Section band aria-labelledby="first-meeting">
        {heading('first-meeting')}
        <div className={styles.meeting}>
          <StepList steps={text.firstMeetingSteps} />
          <div className={styles.actions}>
            <SiteLink href={pathTo('/contact/', locale)} className="button">
              {text.actions.bookMeeting}
            </SiteLink>
            <SiteLink href={pathTo('/disclosure/', locale)} className="button button-secondary">
              {text.actions.readDisclosure}
            </SiteLink>
          </div>
        </div>
      </Section>
      <BackToTop locale={locale} />
    </>
  );
}
