import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { SipCalculatorIsland } from '@/components/tools/SipCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculators/calculatorWords';

export const metadata = calculatorMetadata('/financial-calculator/', 'en');

export default function Page() {
  return (
    <CalculatorPage
      path="/financial-calculator/"
      locale="en"
      calculator={<SipCalculatorIsland {...calculatorIslandProps('sip', 'en')} />}
    />
  );
}
