import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { RetirementCalculatorIsland } from '@/components/tools/RetirementCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculators/calculatorWords';

export const metadata = calculatorMetadata('/tools/retirement/', 'en');

export default function Page() {
  return (
    <CalculatorPage
      path="/tools/retirement/"
      locale="en"
      calculator={<RetirementCalculatorIsland {...calculatorIslandProps('retirement', 'en')} />}
    />
  );
}
