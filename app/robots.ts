import type { MetadataRoute } from 'next';
import { EDITOR_DIR } from '@/lib/data/editorPath';
import { absoluteUrl } from '@/lib/pages/seo';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    // The editor (/admin/) is no page: noindex in its own page and header too.
    rules: [{ userAgent: '*', allow: '/', disallow: `/${EDITOR_DIR}/` }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
