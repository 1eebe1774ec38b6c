import { RiskProfilePage, riskProfileMetadata } from '@/components/pages/RiskProfilePage';

export const metadata = riskProfileMetadata('en');

export default function Page() {
  return <RiskProfilePage locale="en" />;
}
