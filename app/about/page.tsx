import { PageHeader } from '@/components/ui/PageHeader';
import { routeFor } from '@/content/routes';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/about/');

export const metadata = pageMetadata(route);

export default function AboutPage() {
  return <PageHeader heading={route.heading} lead={route.description} />;
}
