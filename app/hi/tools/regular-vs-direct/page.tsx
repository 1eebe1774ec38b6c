import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPages';

export const metadata = calculatorMetadata('/tools/regular-vs-direct/', 'hi');

export default function RegularVsDirectPage() {
  return <CalculatorPage path="/tools/regular-vs-direct/" locale="hi" />;
}
