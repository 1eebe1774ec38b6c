import { FinancialFitnessPage, financialFitnessMetadata } from '@/components/pages/FinancialFitnessPage';

export const metadata = financialFitnessMetadata('hi');

export default function Page() {
  return <FinancialFitnessPage locale="hi" />;
}
