import { GlossaryPage, glossaryMetadata } from '@/components/pages/GlossaryPage';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return glossaryMetadata(await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return <GlossaryPage locale={locale} />;
}
