import { ExternalLink } from '@/components/ui/ExternalLink';
import { MapPinIcon } from '@/components/ui/Icon';
import { mapEmbedUrl, mapLinkUrl } from '@/lib/maps';
import type { ComponentType } from 'react';
import { MapFrame, type MapFrameProps } from './MapFrame';
import styles from './MapEmbed.module.css';

type MapEmbedProps = {
  /** What Google Maps should search for: the office address. */
  query: string;
  /** Accessible title of the map frame. */
  title: string;
  /**
   * Shown under the map box, with the "Open in Google Maps" link, whatever the frame does: a frame
   * Google cannot fill (blocked, offline) still fires `load` and shows the browser's error page, and
   * a cross-origin frame cannot tell us, so nothing the visitor needs may live inside it.
   */
  address: string;
  /**
   * What creates the frame: MapFrame (the default, plain HTML) only when the visitor asks for it
   * (the footer, on every page); the NearViewportMapFrame island also once the visitor has scrolled
   * it near the view (the contact page), so only that page ships the code.
   */
  frame?: ComponentType<Omit<MapFrameProps, 'ref'>>;
  /** Height reserved for the map, in CSS pixels, so nothing shifts when it arrives. */
  height?: number;
};

/**
 * A server shell: the caption, the link and the icon are plain HTML. The footer's map, on every
 * page, needs no JavaScript at all (MapFrame); only the contact page's ships an island.
 */
export function MapEmbed({ query, title, address, frame: Frame = MapFrame, height = 320 }: MapEmbedProps) {
  return (
    <div className={styles.wrapper}>
      <Frame src={mapEmbedUrl(query)} title={title} height={height} icon={<MapPinIcon size={36} />} />
      <div className={styles.caption}>
        <p className={styles.address}>{address}</p>
        <p className={styles.openLink}>
          <ExternalLink href={mapLinkUrl(query)}>Open in Google Maps</ExternalLink>
        </p>
      </div>
    </div>
  );
}
