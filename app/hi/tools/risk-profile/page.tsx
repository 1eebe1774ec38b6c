import { RiskProfilePage, riskProfileMetadata } from '@/components/pages/RiskProfilePage';

export const metadata = riskProfileMetadata('hi');

export default function Page() {
  return <RiskProfilePage locale="hi" />;
}
