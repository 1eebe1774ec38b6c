import { GrievancePage, grievanceMetadata } from '@/components/pages/GrievancePage';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return grievanceMetadata(await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return <GrievancePage locale={locale} />;
}
