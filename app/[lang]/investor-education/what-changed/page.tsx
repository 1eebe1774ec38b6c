import { WhatChangedPage, whatChangedMetadata } from '@/components/pages/WhatChangedPage';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return whatChangedMetadata(await editionLocale(params));
}

export default async function Page({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return <WhatChangedPage locale={locale} />;
}
