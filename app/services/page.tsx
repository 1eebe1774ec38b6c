import { ServiceGrid } from '@/components/services/ServiceGrid';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { routeFor } from '@/content/routes';
import { services } from '@/content/services';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/services/');

export const metadata = pageMetadata(route);

export default function ServicesPage() {
  return (
    <>
      <PageHeader
        heading={route.heading}
        lead="Ten ways we help families, professionals and NRIs plan, invest and protect: each starts with your goals, not with a product."
      />
      <Section band>
        <ServiceGrid services={services} contactHref={routeFor('/contact/').path} />
      </Section>
    </>
  );
}
