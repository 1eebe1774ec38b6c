import { HomePage, homeMetadata } from '@/components/pages/HomePage';

export const metadata = homeMetadata('hi');

export default function Page() {
  return <HomePage locale="hi" />;
}
