import type { MetadataRoute } from 'next';
import { allPages } from '@/lib/pages/pages';
import { LOCALES, localisePath } from '@/lib/i18n/locale';
import { absoluteUrl, languageAlternates } from '@/lib/pages/seo';

export const dynamic = 'force-static';

/** Every page in every edition, each listing its twins (hreflang) as the pages themselves do. */
export default function sitemap(): MetadataRoute.Sitemap {
  return allPages
    .filter((page) => !page.noindex)
    .flatMap((page) =>
      LOCALES.map((locale) => {
        const path = localisePath(page.path, locale);
        return {
          url: absoluteUrl(path),
          changeFrequency: 'monthly' as const,
          priority: page.path === '/' ? 1 : 0.7,
          alternates: { languages: languageAlternates(path) },
        };
      }),
    );
}
