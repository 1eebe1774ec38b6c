import { PageHeader } from '@/components/ui/PageHeader';
import { routeFor } from '@/content/routes';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/financial-calculator/');

export const metadata = pageMetadata(route);

export default function FinancialCalculatorPage() {
  return <PageHeader heading={route.heading} lead={route.description} />;
}
