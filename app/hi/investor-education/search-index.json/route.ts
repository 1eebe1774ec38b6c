import { searchIndexResponse } from '@/lib/search/documents';

// The Hindi library's search index, written into out/ at build time; the Hindi search box fetches it on first use.
export const dynamic = 'force-static';

export function GET(): Response {
  return searchIndexResponse('hi');
}
