import { DisclaimerPage, disclaimerMetadata } from '@/components/pages/DisclaimerPage';

export const metadata = disclaimerMetadata('en');

export default function Page() {
  return <DisclaimerPage locale="en" />;
}
