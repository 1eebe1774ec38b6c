import { ServicePage, serviceMetadata, serviceStaticParams } from '@/components/pages/ServicePage';
import { editionLocale } from '@/lib/i18n/locale';

type PageProps = { params: Promise<{ lang: string; slug: string }> };

export const dynamicParams = false;

// One page per service in content/services.ts (SERVICE_IDS).
export function generateStaticParams() {
  return serviceStaticParams();
}

export async function generateMetadata({ params }: PageProps) {
  return serviceMetadata((await params).slug, await editionLocale(params));
}

export default async function Page({ params }: PageProps) {
  return <ServicePage slug={(await params).slug} locale={await editionLocale(params)} />;
}
