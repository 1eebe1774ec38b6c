import { CalculatorPage, calculatorMetadata } from '@/components/pages/CalculatorPages';

export const metadata = calculatorMetadata('/tools/step-up-sip/', 'en');

export default function StepUpSipPage() {
  return <CalculatorPage path="/tools/step-up-sip/" locale="en" />;
}
