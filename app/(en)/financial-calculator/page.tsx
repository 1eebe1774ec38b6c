import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPages';

export const metadata = calculatorMetadata('/financial-calculator/', 'en');

export default function FinancialCalculatorPage() {
  return <CalculatorPage path="/financial-calculator/" locale="en" />;
}
