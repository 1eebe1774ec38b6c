import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPages';

export const metadata = calculatorMetadata('/financial-calculator/', 'hi');

export default function FinancialCalculatorPage() {
  return <CalculatorPage path="/financial-calculator/" locale="hi" />;
}
