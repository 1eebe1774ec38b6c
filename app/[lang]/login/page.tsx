import { LoginPage, loginMetadata } from '@/components/pages/LoginPage';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return loginMetadata(await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return <LoginPage locale={locale} />;
}
