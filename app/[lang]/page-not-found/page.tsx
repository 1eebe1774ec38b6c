import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/NotFoundView';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';

// An edition's 404: exported as a page and copied to out/<lang>/404.html (scripts/edition-404.mjs), which
// hosts that look for the nearest 404.html (and scripts/serve.mjs) serve for any missing address under it.
export async function generateMetadata({ params }: EditionRouteProps): Promise<Metadata> {
  return { title: wordsFor(await editionLocale(params)).ui.notFound.title, robots: { index: false } };
}

export default async function EditionNotFound({ params }: EditionRouteProps) {
  return <NotFoundView locale={await editionLocale(params)} />;
}
