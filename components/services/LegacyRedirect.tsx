import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/SiteLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { legacyRedirectTextFor } from '@/lib/pages/services';
import type { Service } from '@/content/types';
import type { Locale } from '@/lib/i18n/locale';
import { fillTemplate } from '@/lib/template';
import { pageMetadata } from '@/lib/pages/seo';

type LegacyRedirectProps = {
  /** The service page that replaced the old address, in the page's language. */
  to: Service;
  locale: Locale;
};

/**
 * An old address that now lives elsewhere. A static host cannot answer 301, so the page sends the
 * browser on at once with a meta refresh (React 19 hoists it into <head>), shows a plain link for
 * anyone it does not, and points search engines at the new page (canonical, noindex).
 */
export function LegacyRedirect({ to, locale }: LegacyRedirectProps) {
  const text = legacyRedirectTextFor(locale);
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${to.route}`} />
      <PageHeader heading={text.heading} lead={fillTemplate(text.lead, { service: to.heading })} />
      <Section>
        <p>
          {text.before}
          <SiteLink href={to.route}>{to.heading}</SiteLink>
          {text.after}
        </p>
      </Section>
    </>
  );
}

/** Metadata for an old address: the new page's canonical URL, kept out of search results. */
export function legacyRedirectMetadata(to: Service, locale: Locale): Metadata {
  const text = legacyRedirectTextFor(locale);
  return pageMetadata({
    path: to.route,
    // Short enough for any service's name: the page heading says the same, and the description names the page.
    title: text.heading,
    description: fillTemplate(text.description, { service: to.heading }),
    noindex: true,
  });
}
