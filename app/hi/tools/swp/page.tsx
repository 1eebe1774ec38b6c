import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPages';

export const metadata = calculatorMetadata('/tools/swp/', 'hi');

export default function SwpPage() {
  return <CalculatorPage path="/tools/swp/" locale="hi" />;
}
