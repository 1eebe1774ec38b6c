import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPages';

export const metadata = calculatorMetadata('/tools/swp/', 'en');

export default function SwpPage() {
  return <CalculatorPage path="/tools/swp/" locale="en" />;
}
