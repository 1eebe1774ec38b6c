import { join } from 'node:path';
import { allPages } from '@/lib/pages/pages';
import { LOCALES, localisePath, type Locale } from '@/lib/i18n/locale';

export type ExportedPage = { path: string; locale: Locale; file: string };

/**
 * Every page of every edition as exported under `root`: each page of the route table and each
 * service page at each edition's address, and each edition's 404 page. The build checks read this.
 */
export function exportedPages(root: string): ExportedPage[] {
  const pages: ExportedPage[] = [];
  for (const locale of LOCALES) {
    for (const page of allPages) {
      const path = localisePath(page.path, locale);
      pages.push({ path, locale, file: join(root, path, 'index.html') });
    }
  }
  for (const locale of LOCALES) {
    const notFound = localisePath('/404', locale);
    pages.push({ path: notFound, locale, file: join(root, `${notFound}.html`) });
  }
  return pages;
}
