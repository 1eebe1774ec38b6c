import { ServicePage, serviceMetadata, serviceStaticParams } from '@/components/pages/ServicePage';

type PageProps = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

// One page per service in content/services.ts (SERVICE_IDS).
export function generateStaticParams() {
  return serviceStaticParams();
}

export async function generateMetadata({ params }: PageProps) {
  return serviceMetadata((await params).slug, 'en');
}

export default async function Page({ params }: PageProps) {
  return <ServicePage slug={(await params).slug} locale="en" />;
}
