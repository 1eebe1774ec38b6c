import { PrivacyPage, privacyMetadata } from '@/components/pages/PrivacyPage';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return privacyMetadata(await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return <PrivacyPage locale={locale} />;
}
