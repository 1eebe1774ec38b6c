import { DisclaimerPage, disclaimerMetadata } from '@/components/pages/DisclaimerPage';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return disclaimerMetadata(await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return <DisclaimerPage locale={locale} />;
}
