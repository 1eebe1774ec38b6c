import { DisclosurePage, disclosureMetadata } from '@/components/pages/DisclosurePage';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return disclosureMetadata(await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return <DisclosurePage locale={locale} />;
}
