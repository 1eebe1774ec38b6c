import { DisclaimerPage, disclaimerMetadata } from '@/components/pages/DisclaimerPage';

export const metadata = disclaimerMetadata('hi');

export default function Page() {
  return <DisclaimerPage locale="hi" />;
}
