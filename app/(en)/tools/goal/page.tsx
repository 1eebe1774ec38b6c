import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { GoalCalculatorIsland } from '@/components/tools/GoalCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculators/calculatorWords';

export const metadata = calculatorMetadata('/tools/goal/', 'en');

export default function Page() {
  return <CalculatorPage path="/tools/goal/" locale="en" calculator={<GoalCalculatorIsland {...calculatorIslandProps('goal', 'en')} />} />;
}
