import { notFound } from 'next/navigation';
import { ServiceArticle } from '@/components/services/ServiceArticle';
import { ServiceLayout } from '@/components/services/ServiceLayout';
import { ServicesSidebar } from '@/components/services/ServicesSidebar';
import { PageHeader } from '@/components/ui/PageHeader';
import { InlineRuns } from '@/components/legal/InlineRuns';
import { routeFor } from '@/content/routes';
import { SERVICE_COST_HEADING, serviceCostText, servicePaidBy } from '@/content/serviceCosts';
import { findService, relatedServices, services } from '@/content/services';
import { startGuide } from '@/content/start';
import { contactHrefFor } from '@/lib/contactLinks';
import { pageMetadata } from '@/lib/seo';

type ServicePageProps = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((s) => ({ slug: s.id }));
}

export async function generateMetadata({ params }: ServicePageProps) {
  const service = findService((await params).slug);
  if (!service) return {};
  return pageMetadata({ path: service.route, title: service.heading, description: service.description });
}

const sidebarLinks = services.map((s) => ({ href: s.route, label: s.heading }));

export default async function ServicePage({ params }: ServicePageProps) {
  const service = findService((await params).slug);
  if (!service) notFound();
  return (
    <>
      <PageHeader eyebrow="Services" heading={service.heading} lead={service.description} />
      <ServiceLayout sidebar={<ServicesSidebar links={sidebarLinks} current={service.route} />}>
        <ServiceArticle
          service={service}
          related={relatedServices(service.id)}
          contactHref={contactHrefFor(routeFor('/contact/').path, service.id)}
          cost={{
            heading: SERVICE_COST_HEADING,
            text: serviceCostText[servicePaidBy[service.id] ?? 'fund-house-and-insurer'],
            disclosureHref: routeFor('/disclosure/').path,
          }}
          // Every service the fund houses pay for involves mutual funds: those pages point to /start/.
          startPointer={servicePaidBy[service.id] !== 'insurer' ? <InlineRuns runs={startGuide.pointers.service} /> : undefined}
        />
      </ServiceLayout>
    </>
  );
}
