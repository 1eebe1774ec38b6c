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
   * The island that creates the frame: MapFrame (the default) only when the visitor asks for it (the
   * footer, on every page); NearViewportMapFrame also once the visitor has scrolled it near the view.
   * The caller picks, so a page that does not use the scroll trigger does not ship it.
   */
  frame?: ComponentType<MapFrameProps>;
  /** Height reserved for the map, in CSS pixels, so nothing shifts when it arrives. */
  height?: number;
};

/**
 * A server shell: the caption, the link and the icon are plain HTML, and only MapFrame (the button
 * that swaps in the frame) ships to the browser, because the footer puts a map on every page.
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
