import type { Metadata } from 'next';
import type { Article, BreadcrumbList, DefinedTermSet, FinancialService, WebSite, WithContext } from 'schema-dts';
import { site } from '@/content/site';
import { regulatoryLines, siteTextFor } from '@/lib/pages/siteWords';
import type { SiteRoute } from '@/content/routes';
import { DEFAULT_LOCALE, HTML_LANG, LOCALE_TABLE, LOCALES, OG_LOCALE, localeOfPath, localisePath, unlocalisedPath, type Locale } from '../i18n/locale';
import { hreflangAlternates } from '../i18n/editions';
import { parseOpeningHours } from '../openingHours';

/** Absolute URL of a site path. */
export function absoluteUrl(path: `/${string}`): string {
  return `${site.url}${path}`;
}

/** The one link-preview image for every page, drawn at build time by scripts/og-image.mjs. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** Each edition's preview image: the default edition's, or og-image-<code>.png drawn in the edition's language. */
export function ogImagePath(locale: Locale): `/${string}` {
  return locale === DEFAULT_LOCALE ? OG_IMAGE.path : `/og-image-${locale}.png`;
}

/** Open Graph `images` for any page: the site image, absolute (link previews need the full URL). */
export function ogImages(locale: Locale = 'en') {
  return [
    {
      url: absoluteUrl(ogImagePath(locale)),
      width: OG_IMAGE.width,
      height: OG_IMAGE.height,
      alt: `${site.name}, ${site.tagline}`,
      type: 'image/png',
    },
  ];
}

/**
 * Every edition of a page, for hreflang: each language's address and x-default (English, the one a
 * visitor whose language matches neither gets). Both editions list the same set, so each names the
 * other: search engines ignore alternates that are not reciprocal.
 */
export function languageAlternates(path: `/${string}`): Record<string, string> {
  return hreflangAlternates(LOCALE_TABLE, DEFAULT_LOCALE, unlocalisedPath(path), absoluteUrl);
}

/** The longest <title> the HTML check allows; a longer page title drops the firm's name after it. */
const TITLE_MAX_LENGTH = 70;

/** A page's <title> setting: "<title> | <firm>" while that fits, else the page's title alone. */
export function fittedTitle(title: string): Metadata['title'] {
  return `${title} | ${site.name}`.length > TITLE_MAX_LENGTH ? { absolute: title } : title;
}

type PageMetadataInput = Pick<SiteRoute, 'path' | 'title' | 'description'> & { noindex?: boolean; absoluteTitle?: boolean };

/**
 * The one line each page exports: unique title and description, canonical, hreflang alternates and
 * Open Graph, all in the language of the page's path ("/hi/…" is Hindi).
 */
export function pageMetadata({ path, title, description, noindex, absoluteTitle }: PageMetadataInput): Metadata {
  const fullTitle = `${title} | ${site.name}`;
  const locale: Locale = localeOfPath(path);
  return {
    // The root page shares the layout's segment, where title.template does not apply.
    title: absoluteTitle ? { absolute: fullTitle } : title,
    description,
    alternates: { canonical: absoluteUrl(path), languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      locale: OG_LOCALE[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OG_LOCALE[other]),
      siteName: site.name,
      title: fullTitle,
      description,
      url: absoluteUrl(path),
      images: ogImages(locale),
    },
    twitter: { card: 'summary_large_image' },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * schema.org description of the firm for search engines, rendered once in each edition's root layout, in
 * that edition's language: the firm's name and the AMFI tagline stand as registered (the tagline with its
 * Hindi rendering beside it on a Hindi page), the rest is the page's language.
 */
export function organisationJsonLd(locale: Locale = 'en'): WithContext<FinancialService> {
  const { address } = site;
  const words = siteTextFor(locale);
  const tagline = regulatoryLines(locale).tagline;
  const officeHours = parseOpeningHours(site.hours.office);
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    name: site.name,
    description: `${words.description} ${tagline.official}${tagline.rendering ? ` (${tagline.rendering})` : ''}, ${site.arn.number}${words.structuredData.sentenceEnd}`,
    url: absoluteUrl(localisePath('/', locale)),
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
    areaServed: { '@type': 'Country', name: words.structuredData.country },
    identifier: { '@type': 'PropertyValue', propertyID: words.structuredData.arnProperty, value: site.arn.number },
  };
}

/** schema.org description of the site in one language: search engines read the edition's language here. */
export function websiteJsonLd(locale: Locale): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl(localisePath('/', locale)),
    inLanguage: HTML_LANG[locale],
  };
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so content can never close the tag. */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** One step of a breadcrumb trail: its name and its page. */
export type Crumb = { name: string; path: `/${string}` };

/** schema.org breadcrumbs of a page, from the home page down to the page itself. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  };
}

/** schema.org Article of a library topic, written by the firm, in the page's language. */
export function articleJsonLd({
  path,
  headline,
  description,
  dateModified,
}: {
  path: `/${string}`;
  headline: string;
  description: string;
  dateModified: string;
}): WithContext<Article> {
  const locale = localeOfPath(path);
  const firm = { '@type': 'Organization' as const, name: site.name, url: absoluteUrl(localisePath('/', locale)) };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline,
    description,
    dateModified,
    inLanguage: HTML_LANG[locale],
    author: firm,
    publisher: firm,
    mainEntityOfPage: absoluteUrl(path),
  };
}

/** schema.org DefinedTermSet of the glossary page: one DefinedTerm per entry, each at its anchor. */
export function definedTermSetJsonLd({
  path,
  name,
  terms,
}: {
  path: `/${string}`;
  name: string;
  terms: readonly { id: string; term: string; definition: string }[];
}): WithContext<DefinedTermSet> {
  const url = absoluteUrl(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    name,
    url,
    inLanguage: HTML_LANG[localeOfPath(path)],
    hasDefinedTerm: terms.map((t) => ({
      '@type': 'DefinedTerm',
      '@id': `${url}#${t.id}`,
      name: t.term,
      description: t.definition,
      url: `${url}#${t.id}`,
      inDefinedTermSet: url,
    })),
  };
}
