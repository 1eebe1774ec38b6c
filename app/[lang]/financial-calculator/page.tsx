import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { SipCalculatorIsland } from '@/components/tools/SipCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculators/calculatorWords';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return calculatorMetadata('/financial-calculator/', await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return (
    <CalculatorPage path="/financial-calculator/" locale={locale} calculator={<SipCalculatorIsland {...calculatorIslandProps('sip', locale)} />} />
  );
}
