import { GlossaryPage, glossaryMetadata } from '@/components/pages/GlossaryPage';

export const metadata = glossaryMetadata('en');

export default function Page() {
  return <GlossaryPage locale="en" />;
}
