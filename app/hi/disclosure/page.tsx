import { DisclosurePage, disclosureMetadata } from '@/components/pages/DisclosurePage';

export const metadata = disclosureMetadata('hi');

export default function Page() {
  return <DisclosurePage locale="hi" />;
}
