import { GlossaryPage, glossaryMetadata } from '@/components/pages/GlossaryPage';

export const metadata = glossaryMetadata('hi');

export default function Page() {
  return <GlossaryPage locale="hi" />;
}
