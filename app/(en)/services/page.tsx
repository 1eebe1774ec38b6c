import { ServiceGrid } from '@/components/services/ServiceGrid';
import { RoutePage } from '@/components/ui/RoutePage';
import { routeFor } from '@/content/routes';
import { services } from '@/content/services';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/services/');

export const metadata = pageMetadata(route);

export default function ServicesPage() {
  return (
    <RoutePage route={route} band>
      <ServiceGrid services={services} contactHref={routeFor('/contact/').path} />
    </RoutePage>
  );
}
