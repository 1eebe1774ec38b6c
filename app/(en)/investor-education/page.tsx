import { InvestorEducationPage, investorEducationMetadata } from '@/components/pages/InvestorEducationPage';

export const metadata = investorEducationMetadata('en');

export default function Page() {
  return <InvestorEducationPage locale="en" />;
}
