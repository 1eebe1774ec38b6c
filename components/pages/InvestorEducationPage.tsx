import { EducationPrimer } from '@/components/education/EducationPrimer';
import { MarketOverview } from '@/components/embeds/MarketOverview';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { RoutePage } from '@/components/ui/RoutePage';
import { educationFor } from '@/content/education';
import { globalMarketsIn } from '@/lib/markets';
import { routeFor } from '@/lib/routes';
import { site } from '@/content/site';
import { siteTextFor } from '@/lib/siteWords';
import { wordsFor } from '@/lib/locales';
import type { Locale } from '@/lib/locale';
import { pageMetadata } from '@/lib/seo';

export function investorEducationMetadata(locale: Locale) {
  return pageMetadata(routeFor('/investor-education/', locale));
}

/** The investor-education primer, in either language: the same topics and anchors, one language's words. */
export function InvestorEducationPage({ locale }: { locale: Locale }) {
  const route = routeFor('/investor-education/', locale);
  const primer = educationFor(locale);
  const amfi = { href: site.links.amfiInvestorAwareness.href, label: siteTextFor(locale).links.amfiInvestorAwareness.label };
  const lead = (
    <>
      {primer.intro}
      {primer.moreFrom.before}
      <ExternalLink locale={locale} href={amfi.href}>
        {amfi.label}
      </ExternalLink>
      {primer.moreFrom.after}
    </>
  );
  return (
    <>
      <RoutePage route={route} lead={lead}>
        <EducationPrimer
          topics={primer.topics}
          tocHeading={wordsFor(locale).ui.onThisPage}
          backToContents={primer.backToContents}
          locale={locale}
        />
      </RoutePage>
      <MarketOverview {...globalMarketsIn(wordsFor(locale).markets, locale)} band />
    </>
  );
}
