import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { GoalCalculatorIsland } from '@/components/tools/GoalCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculatorWords';

export const metadata = calculatorMetadata('/tools/goal/', 'hi');

export default function Page() {
  return <CalculatorPage path="/tools/goal/" locale="hi" calculator={<GoalCalculatorIsland {...calculatorIslandProps('goal', 'hi')} />} />;
}
