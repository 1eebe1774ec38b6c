import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { CostOfDelayCalculatorIsland } from '@/components/tools/CostOfDelayCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculators/calculatorWords';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return calculatorMetadata('/tools/cost-of-delay/', await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return (
    <CalculatorPage
      path="/tools/cost-of-delay/"
      locale={locale}
      calculator={<CostOfDelayCalculatorIsland {...calculatorIslandProps('costOfDelay', locale)} />}
    />
  );
}
