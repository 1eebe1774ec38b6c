import { DisclosurePage, disclosureMetadata } from '@/components/pages/DisclosurePage';

export const metadata = disclosureMetadata('en');

export default function Page() {
  return <DisclosurePage locale="en" />;
}
