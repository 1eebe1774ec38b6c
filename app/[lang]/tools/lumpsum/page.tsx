import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { LumpsumCalculatorIsland } from '@/components/tools/LumpsumCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculators/calculatorWords';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return calculatorMetadata('/tools/lumpsum/', await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return (
    <CalculatorPage path="/tools/lumpsum/" locale={locale} calculator={<LumpsumCalculatorIsland {...calculatorIslandProps('lumpsum', locale)} />} />
  );
}
