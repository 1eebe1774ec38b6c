import { ServicesPage, servicesMetadata } from '@/components/pages/ServicesPage';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return servicesMetadata(await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return <ServicesPage locale={locale} />;
}
