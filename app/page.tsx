import { PageHeader } from '@/components/ui/PageHeader';
import { routeFor } from '@/content/routes';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/');

export const metadata = pageMetadata({ ...route, absoluteTitle: true });

export default function HomePage() {
  return <PageHeader heading={route.heading} lead={route.description} />;
}
