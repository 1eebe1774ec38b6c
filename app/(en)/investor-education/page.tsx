import { EducationPrimer } from '@/components/education/EducationPrimer';
import { MarketOverview } from '@/components/embeds/MarketOverview';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { RoutePage } from '@/components/ui/RoutePage';
import { educationIntro, educationTopics } from '@/content/education';
import { globalMarkets } from '@/content/markets';
import { routeFor } from '@/content/routes';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/investor-education/');

export const metadata = pageMetadata(route);

export default function InvestorEducationPage() {
  const amfi = site.links.amfiInvestorAwareness;
  const lead = (
    <>
      {educationIntro} For more, see AMFI’s{' '}
      <ExternalLink locale="en" href={amfi.href}>
        {amfi.label}
      </ExternalLink>
      .
    </>
  );
  return (
    <>
      <RoutePage route={route} lead={lead}>
        <EducationPrimer topics={educationTopics} />
      </RoutePage>
      <MarketOverview {...globalMarkets} band />
    </>
  );
}
