import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/ui/PageHeader';
import { findService, services } from '@/content/services';
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

export default async function ServicePage({ params }: ServicePageProps) {
  const service = findService((await params).slug);
  if (!service) notFound();
  return <PageHeader eyebrow="Services" heading={service.heading} lead={service.description} />;
}
