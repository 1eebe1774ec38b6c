import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { RegularVsDirectCalculatorIsland } from '@/components/tools/RegularVsDirectCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculators/calculatorWords';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return calculatorMetadata('/tools/regular-vs-direct/', await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return (
    <CalculatorPage
      path="/tools/regular-vs-direct/"
      locale={locale}
      calculator={<RegularVsDirectCalculatorIsland {...calculatorIslandProps('regularVsDirect', locale)} />}
    />
  );
}
