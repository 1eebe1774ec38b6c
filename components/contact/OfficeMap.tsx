import { MapEmbed } from '@/components/embeds/MapEmbed';
import { site } from '@/content/site';
import { formatAddress } from '@/lib/format';

type OfficeMapProps = {
  height: number;
};

/**
 * The firm's office on a map (content/site.ts): the contact page and the footer show the same one, and
 * both load it from Google only when the visitor presses "Show map" (third parties only on request).
 */
export function OfficeMap({ height }: OfficeMapProps) {
  const address = formatAddress(site.address);
  return <MapEmbed query={site.mapQuery ?? address} title={`Map showing the office of ${site.name}`} address={address} height={height} />;
}
