import { notFound } from 'next/navigation';
import { InlineRuns } from '@/components/legal/InlineRuns';
import { ServiceArticle } from '@/components/services/ServiceArticle';
import { ServiceLayout } from '@/components/services/ServiceLayout';
import { ServicesSidebar } from '@/components/services/ServicesSidebar';
import { PageHeader } from '@/components/ui/PageHeader';
import { pathTo } from '@/content/routes';
import { servicePaidBy } from '@/content/serviceCosts';
import { SERVICE_IDS } from '@/content/services';
import { findService, relatedServices, servicePageWordsFor, servicesFor } from '@/lib/pages/services';
import { contactHrefFor } from '@/lib/contact/prefill';
import type { Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { pageMetadata } from '@/lib/pages/seo';

/** One page per service, in either edition: both trees' [slug] routes list the same slugs. */
export function serviceStaticParams(): { slug: string }[] {
  return SERVICE_IDS.map((slug) => ({ slug }));
}

/** A service page's title, description, canonical and hreflang, in the page's language. */
export function serviceMetadata(slug: string, locale: Locale) {
  const service = findService(slug, locale);
  if (!service) return {};
  return pageMetadata({ path: service.route, title: service.heading, description: service.description });
}

type ServicePageProps = { slug: string; locale: Locale };

export function ServicePage({ slug, locale }: ServicePageProps) {
  const service = findService(slug, locale);
  if (!service) notFound();
  const words = servicePageWordsFor(locale);
  const costs = wordsFor(locale).serviceCosts;
  const paidBy = servicePaidBy[service.id] ?? 'fund-house-and-insurer';
  const sidebarLinks = servicesFor(locale).map((s) => ({ href: s.route, label: s.heading }));
  return (
    <>
      <PageHeader eyebrow={words.eyebrow} heading={service.heading} lead={service.description} />
      <ServiceLayout
        sidebar={<ServicesSidebar links={sidebarLinks} current={service.route} label={words.sidebarLabel} title={words.sidebarTitle} />}
      >
        <ServiceArticle
          locale={locale}
          service={service}
          related={relatedServices(service.id, locale)}
          contactHref={contactHrefFor(pathTo('/contact/', locale), service.id)}
          cost={{
            heading: costs.heading,
            text: costs.byPayer[paidBy],
            disclosureHref: pathTo('/disclosure/', locale),
            disclosureLink: costs.disclosureLink,
            sentenceEnd: costs.sentenceEnd,
          }}
          words={words}
          learnMore={wordsFor(locale).ui.learnMore}
          // Every service the fund houses pay for involves mutual funds: those pages point to /start/.
          startPointer={paidBy !== 'insurer' ? <InlineRuns runs={words.startPointer} locale={locale} /> : undefined}
        />
      </ServiceLayout>
    </>
  );
}
