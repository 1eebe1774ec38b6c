import { RiskProfilePage, riskProfileMetadata } from '@/components/pages/RiskProfilePage';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return riskProfileMetadata(await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return <RiskProfilePage locale={locale} />;
}
