import { BackToTop, OnThisPage } from '@/components/ui/OnThisPage';
import { SiteLink } from '@/components/ui/SiteLink';
import { CardGrid } from '@/components/about/CardGrid';
import { StepList } from '@/components/about/StepList';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { aboutJumpLinks, approach, audiences, firstMeetingSteps, trailCommissionPaysFor, whatWeDoNotDo } from '@/content/about';
import { REGULAR_PLANS_ONLY, trailCommissions } from '@/content/commissions';
import { formatTrailSpan, trailCommissionSpan } from '@/lib/commissions';
import { pathTo, routeFor } from '@/content/routes';
import { site } from '@/content/site';
import { formatRegulatoryDate } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';
import styles from './about.module.css';

const route = routeFor('/about/');

export const metadata = pageMetadata(route);

export default function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow={site.tagline}
        heading={route.heading}
        lead="We help people invest for what matters to them through mutual funds, with the insurance that protects their families, explained in plain language."
      />
      <OnThisPage locale="en" items={aboutJumpLinks} />

      <Section aria-labelledby="who-we-are">
        <h2 id="who-we-are">Who we are</h2>
        <div className="prose">
          <p>
            {site.name} is an <strong>{site.tagline}</strong> based in {site.address.city}, holding AMFI Registration Number{' '}
            <strong>{site.arn.number}</strong>, valid till {formatRegulatoryDate(site.arn.validTill)}. You can check it on{' '}
            <ExternalLink locale="en" href={site.links.amfiDistributorSearch.href}>
              AMFI’s distributor search
            </ExternalLink>
            .
          </p>
          <p>
            We are a distributor, not a fund house: we run no scheme of our own and suggest schemes from the fund houses we distribute. Our
            trail commission differs from scheme to scheme ({formatTrailSpan(trailCommissionSpan(trailCommissions))} a year, by the table in
            our <SiteLink href={pathTo('/disclosure/')}>disclosure</SiteLink>), so we tell you what we earn on each scheme we discuss, and a
            scheme has to suit you before its commission counts for anything. The guidance we give is part of distribution; we are not
            registered with SEBI as an investment adviser. We also help clients choose life, health and general insurance.
          </p>
        </div>
      </Section>

      <Section band aria-labelledby="approach">
        <h2 id="approach">How we work</h2>
        <CardGrid items={approach} />
      </Section>

      <Section aria-labelledby="who-we-serve">
        <h2 id="who-we-serve">Who we serve</h2>
        <CardGrid items={audiences} />
      </Section>

      <Section band aria-labelledby="regular-plans">
        <h2 id="regular-plans">Why we distribute Regular Plans</h2>
        <div className="prose">
          <p>
            You pay us no fee. For each Regular Plan you hold through us, the fund house pays us a <strong>trail commission</strong>: a
            small percentage of the value of your investment every year, already included in the scheme’s expense ratio. We earn it only
            while you stay invested, so our income depends on your staying well served, not on how often you buy or sell. Here is what it
            pays for:
          </p>
        </div>
        <CardGrid items={trailCommissionPaysFor} columns={3} />
        <div className="prose">
          <p>
            To be plain about the other side: <strong>Direct Plans of the same schemes cost less</strong>, because no distributor commission
            is included in their expense ratio, and over the years the difference adds up. They are open to any investor who does not need a
            distributor, straight from the fund house or through other platforms. If you are confident choosing schemes, doing the paperwork
            and staying the course on your own, a Direct Plan may suit you better, and we will tell you so.
          </p>
          <p>
            {REGULAR_PLANS_ONLY} The commission we receive on each type of scheme is set out in our{' '}
            <SiteLink href={pathTo('/disclosure/')}>disclosure</SiteLink>, and we tell you what we would earn before you invest.
          </p>
        </div>
      </Section>

      <Section aria-labelledby="what-we-do-not-do">
        <h2 id="what-we-do-not-do">What we do not do</h2>
        <CardGrid items={whatWeDoNotDo} marker="cross" columns={3} />
      </Section>

      <Section band aria-labelledby="first-meeting">
        <h2 id="first-meeting">How a first meeting works</h2>
        <div className={styles.meeting}>
          <StepList steps={firstMeetingSteps} />
          <div className={styles.actions}>
            <SiteLink href={pathTo('/contact/')} className="button">
              Book a first meeting
            </SiteLink>
            <SiteLink href={pathTo('/disclosure/')} className="button button-secondary">
              Read our disclosure
            </SiteLink>
          </div>
        </div>
      </Section>
      <BackToTop locale="en" />
    </>
  );
}
