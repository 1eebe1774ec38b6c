import type { Metadata } from 'next';
import type { FinancialService, WithContext } from 'schema-dts';
import { site } from '@/content/site';
import type { SiteRoute } from '@/content/types';
import { parseOpeningHours } from './openingHours';
import { withBasePath } from './paths';

/** Absolute URL of a site path, honouring the deploy sub-path. */
export function absoluteUrl(path: `/${string}`): string {
  return `${site.url}${withBasePath(path)}`;
}

/** The one link-preview image for every page, drawn at build time by scripts/og-image.mjs. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** Open Graph `images` for any page: the site image, absolute (link previews need the full URL). */
export function ogImages() {
  return [
    {
      url: absoluteUrl(OG_IMAGE.path),
      width: OG_IMAGE.width,
      height: OG_IMAGE.height,
      alt: `${site.name}, ${site.tagline}`,
      type: 'image/png',
    },
  ];
}

type PageMetadataInput = Pick<SiteRoute, 'path' | 'title' | 'description'> & { noindex?: boolean; absoluteTitle?: boolean };

/** The one line each page exports: unique title and description, canonical and Open Graph. */
export function pageMetadata({ path, title, description, noindex, absoluteTitle }: PageMetadataInput): Metadata {
  const fullTitle = `${title} | ${site.name}`;
  return {
    // The root page shares the layout's segment, where title.template does not apply.
    title: absoluteTitle ? { absolute: fullTitle } : title,
    description,
    alternates: { canonical: absoluteUrl(path) },
    openGraph: {
      type: 'website',
      locale: 'en_IN',
      siteName: site.name,
      title: fullTitle,
      description,
      url: absoluteUrl(path),
      images: ogImages(),
    },
    twitter: { card: 'summary_large_image' },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** schema.org description of the firm for search engines, rendered once in the root layout. */
export function organisationJsonLd(): WithContext<FinancialService> {
  const { address } = site;
  const officeHours = parseOpeningHours(site.hours.office);
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    name: site.name,
    description: `${site.description} ${site.tagline}, ${site.arn.number}.`,
    url: absoluteUrl('/'),
    telephone: site.phone.e164,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [address.line1, address.line2].filter(Boolean).join(', '),
      addressLocality: `${address.locality}, ${address.city}`,
      addressRegion: address.state,
      postalCode: address.pincode,
      addressCountry: 'IN',
    },
    // Read from the one line in content/site.ts; left out if that line takes a shape the parser does not know.
    ...(officeHours ? { openingHoursSpecification: { '@type': 'OpeningHoursSpecification', ...officeHours } } : {}),
    areaServed: { '@type': 'Country', name: 'India' },
    identifier: { '@type': 'PropertyValue', propertyID: 'AMFI Registration Number (ARN)', value: site.arn.number },
  };
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so content can never close the tag. */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
