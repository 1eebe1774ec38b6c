import { searchIndexResponse } from '@/lib/search/documents';

// The English library's search index, written into out/ at build time; the search box fetches it on first use.
export const dynamic = 'force-static';

export function GET(): Response {
  return searchIndexResponse('en');
}
