import { PageHeader } from '@/components/ui/PageHeader';
import { routeFor } from '@/content/routes';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/services/');

export const metadata = pageMetadata(route);

export default function ServicesPage() {
  return <PageHeader heading={route.heading} lead={route.description} />;
}
