import type { ComponentProps } from 'react';
import { MapEmbed } from '@/components/embeds/MapEmbed';
import { site } from '@/content/site';
import { formatAddress } from '@/lib/format';

type OfficeMapProps = {
  /** The contact page's loads as it nears the view (NearViewportMapFrame); the footer's waits for a click. */
  frame?: ComponentProps<typeof MapEmbed>['frame'];
  height: number;
};

/** The firm's office on a map (content/site.ts): the contact page and the footer show the same one. */
export function OfficeMap({ frame, height }: OfficeMapProps) {
  const address = formatAddress(site.address);
  return (
    <MapEmbed
      query={site.mapQuery ?? address}
      title={`Map showing the office of ${site.name}`}
      address={address}
      frame={frame}
      height={height}
    />
  );
}
