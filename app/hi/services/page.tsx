import { ServicesPage, servicesMetadata } from '@/components/pages/ServicesPage';

export const metadata = servicesMetadata('hi');

export default function Page() {
  return <ServicesPage locale="hi" />;
}
