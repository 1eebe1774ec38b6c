import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { RegularVsDirectCalculatorIsland } from '@/components/tools/RegularVsDirectCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculators/calculatorWords';

export const metadata = calculatorMetadata('/tools/regular-vs-direct/', 'en');

export default function Page() {
  return (
    <CalculatorPage
      path="/tools/regular-vs-direct/"
      locale="en"
      calculator={<RegularVsDirectCalculatorIsland {...calculatorIslandProps('regularVsDirect', 'en')} />}
    />
  );
}
