import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { LumpsumCalculatorIsland } from '@/components/tools/LumpsumCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculators/calculatorWords';

export const metadata = calculatorMetadata('/tools/lumpsum/', 'en');

export default function Page() {
  return (
    <CalculatorPage
      path="/tools/lumpsum/"
      locale="en"
      calculator={<LumpsumCalculatorIsland {...calculatorIslandProps('lumpsum', 'en')} />}
    />
  );
}
