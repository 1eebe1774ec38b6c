import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPages';

export const metadata = calculatorMetadata('/tools/goal/', 'en');

export default function GoalPage() {
  return <CalculatorPage path="/tools/goal/" locale="en" />;
}
