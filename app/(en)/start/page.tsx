import { StartPage, startMetadata } from '@/components/pages/StartPage';

export const metadata = startMetadata('en');

export default function Page() {
  return <StartPage locale="en" />;
}
