import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { CostOfDelayCalculatorIsland } from '@/components/tools/CostOfDelayCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculatorWords';

export const metadata = calculatorMetadata('/tools/cost-of-delay/', 'hi');

export default function Page() {
  return (
    <CalculatorPage
      path="/tools/cost-of-delay/"
      locale="hi"
      calculator={<CostOfDelayCalculatorIsland {...calculatorIslandProps('costOfDelay', 'hi')} />}
    />
  );
}
