import { ContactPage, contactMetadata } from '@/components/pages/ContactPage';

export const metadata = contactMetadata('hi');

export default function Page() {
  // The services' Hindi names arrive with content/services.ts's servicesFor('hi'): pass them as serviceNames.
  return <ContactPage locale="hi" />;
}
