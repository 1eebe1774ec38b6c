import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { CostOfDelayCalculatorIsland } from '@/components/tools/CostOfDelayCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculators/calculatorWords';

export const metadata = calculatorMetadata('/tools/cost-of-delay/', 'en');

export default function Page() {
  return (
    <CalculatorPage
      path="/tools/cost-of-delay/"
      locale="en"
      calculator={<CostOfDelayCalculatorIsland {...calculatorIslandProps('costOfDelay', 'en')} />}
    />
  );
}
