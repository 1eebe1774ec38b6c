import { GrievancePage, grievanceMetadata } from '@/components/pages/GrievancePage';

export const metadata = grievanceMetadata('en');

export default function Page() {
  return <GrievancePage locale="en" />;
}
