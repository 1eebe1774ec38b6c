import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { SwpCalculatorIsland } from '@/components/tools/SwpCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculators/calculatorWords';

export const metadata = calculatorMetadata('/tools/swp/', 'en');

export default function Page() {
  return <CalculatorPage path="/tools/swp/" locale="en" calculator={<SwpCalculatorIsland {...calculatorIslandProps('swp', 'en')} />} />;
}
