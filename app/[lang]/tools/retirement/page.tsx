import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { RetirementCalculatorIsland } from '@/components/tools/RetirementCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculators/calculatorWords';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return calculatorMetadata('/tools/retirement/', await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return (
    <CalculatorPage
      path="/tools/retirement/"
      locale={locale}
      calculator={<RetirementCalculatorIsland {...calculatorIslandProps('retirement', locale)} />}
    />
  );
}
