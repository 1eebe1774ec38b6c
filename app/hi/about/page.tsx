import { AboutPage, aboutMetadata } from '@/components/pages/AboutPage';

export const metadata = aboutMetadata('hi');

export default function Page() {
  return <AboutPage locale="hi" />;
}
