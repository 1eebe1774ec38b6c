import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { SwpCalculatorIsland } from '@/components/tools/SwpCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculators/calculatorWords';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return calculatorMetadata('/tools/swp/', await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return <CalculatorPage path="/tools/swp/" locale={locale} calculator={<SwpCalculatorIsland {...calculatorIslandProps('swp', locale)} />} />;
}
