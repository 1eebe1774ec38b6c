import { editionLocale, editionParams } from '@/lib/i18n/locale';
import { searchIndexResponse } from '@/lib/search/documents';

// Each edition's library search index, written into out/ at build time; its search box fetches it on first use.
// A route handler has no layout above it, so it lists the editions itself.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return editionParams();
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  return searchIndexResponse(await editionLocale(params));
}
