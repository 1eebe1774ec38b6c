import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { GoalCalculatorIsland } from '@/components/tools/GoalCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculators/calculatorWords';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return calculatorMetadata('/tools/goal/', await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return <CalculatorPage path="/tools/goal/" locale={locale} calculator={<GoalCalculatorIsland {...calculatorIslandProps('goal', locale)} />} />;
}
