import { MapEmbed } from '@/components/embeds/MapEmbed';
import { site } from '@/content/site';
import { formatAddress } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { fillTemplate } from '@/lib/template';

type OfficeMapProps = {
  locale: Locale;
  height: number;
};

/**
 * The firm's office on a map (content/firm.yml): the contact page and the footer show the same one, and
 * both load it from Google only when the visitor presses "Show map" (third parties only on request).
 */
export function OfficeMap({ locale, height }: OfficeMapProps) {
  // The address as the post office and Google Maps read it, in English on both editions.
  const address = formatAddress(site.address);
  const title = fillTemplate(wordsFor(locale).ui.map.officeTitle, { name: site.name });
  return <MapEmbed locale={locale} query={site.mapQuery ?? address} title={title} address={address} height={height} />;
}
