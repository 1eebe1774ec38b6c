import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPages';

export const metadata = calculatorMetadata('/tools/retirement/', 'en');

export default function RetirementPage() {
  return <CalculatorPage path="/tools/retirement/" locale="en" />;
}
