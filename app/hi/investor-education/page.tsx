import { InvestorEducationPage, investorEducationMetadata } from '@/components/pages/InvestorEducationPage';

export const metadata = investorEducationMetadata('hi');

export default function Page() {
  return <InvestorEducationPage locale="hi" />;
}
