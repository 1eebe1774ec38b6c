import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { RetirementCalculatorIsland } from '@/components/tools/RetirementCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculatorWords';

export const metadata = calculatorMetadata('/tools/retirement/', 'hi');

export default function Page() {
  return (
    <CalculatorPage
      path="/tools/retirement/"
      locale="hi"
      calculator={<RetirementCalculatorIsland {...calculatorIslandProps('retirement', 'hi')} />}
    />
  );
}
