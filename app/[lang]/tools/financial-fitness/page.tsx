import { FinancialFitnessPage, financialFitnessMetadata } from '@/components/pages/FinancialFitnessPage';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return financialFitnessMetadata(await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return <FinancialFitnessPage locale={locale} />;
}
