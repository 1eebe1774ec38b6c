import { MapEmbed } from '@/components/embeds/MapEmbed';
import { site } from '@/content/site';
import { formatAddress } from '@/lib/format';

type OfficeMapProps = {
  /** The contact page loads it as it nears the view; the footer's waits for a click. */
  loadOn: 'near-viewport' | 'click';
  height: number;
};

/** The firm's office on a map (content/site.ts): the contact page and the footer show the same one. */
export function OfficeMap({ loadOn, height }: OfficeMapProps) {
  const address = formatAddress(site.address);
  return (
    <MapEmbed
      query={site.mapQuery ?? address}
      title={`Map showing the office of ${site.name}`}
      address={address}
      loadOn={loadOn}
      height={height}
    />
  );
}
