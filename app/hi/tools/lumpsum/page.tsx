import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPage';
import { LumpsumCalculatorIsland } from '@/components/tools/LumpsumCalculatorIsland';
import { calculatorIslandProps } from '@/lib/calculatorWords';

export const metadata = calculatorMetadata('/tools/lumpsum/', 'hi');

export default function Page() {
  return (
    <CalculatorPage
      path="/tools/lumpsum/"
      locale="hi"
      calculator={<LumpsumCalculatorIsland {...calculatorIslandProps('lumpsum', 'hi')} />}
    />
  );
}
