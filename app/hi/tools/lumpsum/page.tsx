import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPages';

export const metadata = calculatorMetadata('/tools/lumpsum/', 'hi');

export default function LumpsumPage() {
  return <CalculatorPage path="/tools/lumpsum/" locale="hi" />;
}
