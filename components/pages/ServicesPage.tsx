import { ServiceGrid } from '@/components/services/ServiceGrid';
import { RoutePage } from '@/components/ui/RoutePage';
import { pathTo } from '@/content/routes';
import { routeFor } from '@/lib/routes';
import { servicePageWordsFor, servicesFor } from '@/lib/pages/services';
import type { Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { pageMetadata } from '@/lib/pages/seo';

/** The services index's title, description, canonical and hreflang, in the page's language. */
export function servicesMetadata(locale: Locale) {
  return pageMetadata(routeFor('/services/', locale));
}

/** The services index: a card per service, in the page's language, linking to that edition's pages. */
export function ServicesPage({ locale }: { locale: Locale }) {
  return (
    <RoutePage route={routeFor('/services/', locale)} band>
      <ServiceGrid
        services={servicesFor(locale)}
        contactHref={pathTo('/contact/', locale)}
        cta={servicePageWordsFor(locale).gridCta}
        learnMore={wordsFor(locale).ui.learnMore}
      />
    </RoutePage>
  );
}
