import { PrivacyPage, privacyMetadata } from '@/components/pages/PrivacyPage';

export const metadata = privacyMetadata('hi');

export default function Page() {
  return <PrivacyPage locale="hi" />;
}
