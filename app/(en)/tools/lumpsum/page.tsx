import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPages';

export const metadata = calculatorMetadata('/tools/lumpsum/', 'en');

export default function LumpsumPage() {
  return <CalculatorPage path="/tools/lumpsum/" locale="en" />;
}
