import { InvestorEducationPage, investorEducationMetadata } from '@/components/pages/InvestorEducationPage';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return investorEducationMetadata(await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return <InvestorEducationPage locale={locale} />;
}
