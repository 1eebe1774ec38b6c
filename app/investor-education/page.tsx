import { EducationPrimer } from '@/components/education/EducationPrimer';
import { MarketOverview } from '@/components/embeds/MarketOverview';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { educationIntro, educationTopics } from '@/content/education';
import { globalMarkets } from '@/content/markets';
import { routeFor } from '@/content/routes';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/investor-education/');

export const metadata = pageMetadata(route);

export default function InvestorEducationPage() {
  return (
    <>
      <PageHeader
        heading={route.heading}
        lead={
          <>
            {educationIntro} For more, see AMFI’s{' '}
            <ExternalLink href={site.links.amfiInvestorAwareness.href}>{site.links.amfiInvestorAwareness.label}</ExternalLink>.
          </>
        }
      />
      <Section>
        <EducationPrimer topics={educationTopics} />
      </Section>
      <MarketOverview {...globalMarkets} band />
    </>
  );
}
