import { PageHeader } from '@/components/ui/PageHeader';
import { routeFor } from '@/content/routes';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/investor-education/');

export const metadata = pageMetadata(route);

export default function InvestorEducationPage() {
  return <PageHeader heading={route.heading} lead={route.description} />;
}
