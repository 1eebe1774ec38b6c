import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { StepUpSipCalculatorIsland } from '@/components/tools/StepUpSipCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculators/calculatorWords';

export const metadata = calculatorMetadata('/tools/step-up-sip/', 'en');

export default function Page() {
  return (
    <CalculatorPage
      path="/tools/step-up-sip/"
      locale="en"
      calculator={<StepUpSipCalculatorIsland {...calculatorIslandProps('stepUpSip', 'en')} />}
    />
  );
}
