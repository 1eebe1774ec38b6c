import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { StepUpSipCalculatorIsland } from '@/components/tools/StepUpSipCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculators/calculatorWords';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return calculatorMetadata('/tools/step-up-sip/', await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return (
    <CalculatorPage
      path="/tools/step-up-sip/"
      locale={locale}
      calculator={<StepUpSipCalculatorIsland {...calculatorIslandProps('stepUpSip', locale)} />}
    />
  );
}
