import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPages';

export const metadata = calculatorMetadata('/tools/cost-of-delay/', 'en');

export default function CostOfDelayPage() {
  return <CalculatorPage path="/tools/cost-of-delay/" locale="en" />;
}
