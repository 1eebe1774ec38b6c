import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/SiteDocument';
import { editionLocale, editionParams, type EditionRouteProps } from '@/lib/i18n/locale';
import { LoadErrorWords } from '@/components/layout/LoadErrorWords';
import { wordsFor } from '@/lib/i18n/words';
import '../globals.css';

// The root layout of every edition but the default (English, app/(en)/): one dynamic segment per
// edition in lib/i18n/locale.ts, so each page's <html lang> is its edition's and a new language adds no
// route file.
export const dynamicParams = false;

export function generateStaticParams() {
  return editionParams();
}

export async function generateMetadata({ params }: EditionRouteProps) {
  return siteMetadata(await editionLocale(params));
}

export const viewport = siteViewport;

export default async function EditionLayout({ children, params }: EditionRouteProps & { children: React.ReactNode }) {
  const locale = await editionLocale(params);
  return (
    <SiteDocument locale={locale}>
      <LoadErrorWords words={wordsFor(locale).loadError}>{children}</LoadErrorWords>
    </SiteDocument>
  );
}
