import type { MetadataRoute } from 'next';
import { allPages } from '@/lib/pages';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return allPages
    .filter((page) => !page.noindex)
    .map((page) => ({
      url: absoluteUrl(page.path),
      changeFrequency: 'monthly',
      priority: page.path === '/' ? 1 : 0.7,
    }));
}
