import { join } from 'node:path';
import { allPages } from '@/lib/pages';
import { localisePath, type Locale } from '@/lib/i18n/locale';

export type ExportedPage = { path: string; locale: Locale; file: string };

/**
 * Every page of both editions as exported under `root`: each page of the route table and each
 * service page in English and under /hi/, and each edition's 404 page. The build checks read this.
 */
export function exportedPages(root: string): ExportedPage[] {
  const pages: ExportedPage[] = [];
  for (const locale of ['en', 'hi'] as const) {
    for (const page of allPages) {
      const path = localisePath(page.path, locale);
      pages.push({ path, locale, file: join(root, path, 'index.html') });
    }
  }
  pages.push({ path: '/404', locale: 'en', file: join(root, '404.html') });
  pages.push({ path: '/hi/404', locale: 'hi', file: join(root, 'hi', '404.html') });
  return pages;
}
