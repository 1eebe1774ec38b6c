import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { StepUpSipCalculatorIsland } from '@/components/tools/StepUpSipCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculatorWords';

export const metadata = calculatorMetadata('/tools/step-up-sip/', 'hi');

export default function Page() {
  return (
    <CalculatorPage
      path="/tools/step-up-sip/"
      locale="hi"
      calculator={<StepUpSipCalculatorIsland {...calculatorIslandProps('stepUpSip', 'hi')} />}
    />
  );
}
