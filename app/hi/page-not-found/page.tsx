import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/NotFoundView';
import { wordsFor } from '@/lib/i18n/words';

// The Hindi 404: exported as a page and copied to out/hi/404.html, which hosts that look for the
// nearest 404.html (and scripts/serve.mjs) serve for any missing address under /hi/.
export const metadata: Metadata = { title: wordsFor('hi').ui.notFound.title, robots: { index: false } };

export default function HindiNotFound() {
  return <NotFoundView locale="hi" />;
}
