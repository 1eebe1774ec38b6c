import { GrievancePage, grievanceMetadata } from '@/components/pages/GrievancePage';

export const metadata = grievanceMetadata('hi');

export default function Page() {
  return <GrievancePage locale="hi" />;
}
