import type { Metadata, Viewport } from 'next';
import { ActionBar } from '@/components/layout/ActionBar';
import { Footer } from '@/components/layout/Footer';
import { LinkNavigation } from '@/components/layout/LinkNavigation';
import { Navbar } from '@/components/layout/Navbar';
import { SkipLink } from '@/components/layout/SkipLink';
import { regulatoryReview } from '@/content/regulatoryReview';
import { pathTo } from '@/content/routes';
import { services } from '@/lib/pages/services';
import { site } from '@/content/site';
import { siteTextFor } from '@/lib/pages/siteWords';
import { checkArnValidity, checkRegulatoryReview, dateCheckMode, testimonialsWarning } from '@/lib/compliance/compliance';
import { whatsappHref } from '@/lib/contact/prefill';
import { HTML_LANG, SCRIPT_CODE, OG_LOCALE, type Locale } from '@/lib/i18n/locale';
import { absoluteUrl, jsonLdScript, ogImages, organisationJsonLd, websiteJsonLd } from '@/lib/pages/seo';

// Build-time compliance gates: warn as the ARN nears expiry or the regulatory review falls due, and
// refuse to build a site that shows an expired ARN or year-old tax text. `npm test` only warns
// (COMPLIANCE_DATE_CHECKS=warn), so the calendar never turns CI red; `npm run check:release` refuses.
const dateMode = dateCheckMode(process.env);
checkArnValidity({
  arn: site.arn.number,
  validTill: site.arn.validTill,
  allowExpired: dateMode === 'warn' || process.env.ALLOW_EXPIRED_ARN === '1',
});
checkRegulatoryReview({ ...regulatoryReview, mode: dateMode });
const testimonialsNotice = testimonialsWarning(site.showTestimonials);
if (testimonialsNotice) console.warn(testimonialsNotice);

/** The metadata every page of one edition starts from; each page adds its own (lib/pages/seo.ts pageMetadata). */
export function siteMetadata(locale: Locale): Metadata {
  return {
    metadataBase: new URL(absoluteUrl('/')),
    title: { template: `%s | ${site.name}`, default: site.name },
    description: siteTextFor(locale).description,
    applicationName: site.name,
    formatDetection: { telephone: false, email: false, address: false },
    openGraph: { type: 'website', locale: OG_LOCALE[locale], siteName: site.name, images: ogImages(locale) },
  };
}

export const siteViewport: Viewport = {
  themeColor: '#0b2e4f',
  width: 'device-width',
  initialScale: 1,
};

/**
 * The web-vitals beacon, only when content/settings.yml names an endpoint. next.config.mjs writes the
 * endpoint in at build time, so with none the import below is dead code the bundler drops: a client
 * component the layout imports otherwise ships on every page whether or not it renders.
 */
async function FieldMeasurements() {
  const endpoint = site.webVitalsEndpoint;
  const beacon = process.env.WEB_VITALS_ENDPOINT ? await import('@/components/layout/WebVitals') : null;
  return endpoint && beacon ? <beacon.WebVitals endpoint={endpoint} /> : null;
}

type SiteDocumentProps = { locale: Locale; children: React.ReactNode };

/**
 * The whole document round a page, for either edition: each edition's root layout renders it with its
 * language, so the exported HTML carries the right <html lang> and every piece of chrome speaks it.
 */
export function SiteDocument({ locale, children }: SiteDocumentProps) {
  const whatsappMessage = siteTextFor(locale).whatsappMessage;
  return (
    <html lang={HTML_LANG[locale]} data-script={SCRIPT_CODE[locale]}>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's root document may write its own <head>; next/head is the Pages Router's */}
      <head>
        {/*
          No frame is drawn before the header is whole. A slow phone's parser stops part-way and the
          browser paints what it has; the contact strip and the header are rows whose later items push
          the earlier ones aside, so a frame of half a header is a layout shift once the rest arrives
          (seen at 4x to 20x CPU slowdown). The browser waits for <main> to be in the document, which
          it is as soon as the header is closed. Browsers without rel=expect paint as before.
        */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body>
        <SkipLink locale={locale} />
        <Navbar locale={locale} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer locale={locale} />
        <ActionBar
          locale={locale}
          phoneE164={site.phone.e164}
          whatsappHref={site.whatsapp ? whatsappHref(site.whatsapp.e164, whatsappMessage) : null}
          contactPath={pathTo('/contact/', locale)}
          serviceSlugs={services.map((s) => s.id)}
        />
        <LinkNavigation />
        <FieldMeasurements />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(organisationJsonLd(locale)) }} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(websiteJsonLd(locale)) }} />
      </body>
    </html>
  );
}
