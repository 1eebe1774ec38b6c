import { StartPage, startMetadata } from '@/components/pages/StartPage';

export const metadata = startMetadata('hi');

export default function Page() {
  return <StartPage locale="hi" />;
}
