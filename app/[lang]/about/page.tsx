import { AboutPage, aboutMetadata } from '@/components/pages/AboutPage';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return aboutMetadata(await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return <AboutPage locale={locale} />;
}
