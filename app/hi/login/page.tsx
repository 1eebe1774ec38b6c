import { LoginPage, loginMetadata } from '@/components/pages/LoginPage';

export const metadata = loginMetadata('hi');

export default function Page() {
  return <LoginPage locale="hi" />;
}
