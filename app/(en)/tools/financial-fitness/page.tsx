import { FinancialFitnessPage, financialFitnessMetadata } from '@/components/pages/FinancialFitnessPage';

export const metadata = financialFitnessMetadata('en');

export default function Page() {
  return <FinancialFitnessPage locale="en" />;
}
