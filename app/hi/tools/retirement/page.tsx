import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPages';

export const metadata = calculatorMetadata('/tools/retirement/', 'hi');

export default function RetirementPage() {
  return <CalculatorPage path="/tools/retirement/" locale="hi" />;
}
