import { ExternalLink } from '@/components/ui/ExternalLink';
import { MapPinIcon } from '@/components/ui/Icon';
import { mapEmbedUrl, mapLinkUrl } from '@/lib/maps';
import { MapFrame } from './MapFrame';
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
   * 'near-viewport': the frame is created once the visitor has scrolled and the block is within
   * 300 px of the viewport, so no page sends anything to Google on its first paint.
   * 'click': only when the visitor asks for it (the footer, on every page).
   */
  loadOn: 'near-viewport' | 'click';
  /** Height reserved for the map, in CSS pixels, so nothing shifts when it arrives. */
  height?: number;
};

/**
 * A server shell: the caption, the link and the icon are plain HTML, and only MapFrame (the button
 * that swaps in the frame) ships to the browser, because the footer puts a map on every page.
 */
export function MapEmbed({ query, title, address, loadOn, height = 320 }: MapEmbedProps) {
  return (
    <div className={styles.wrapper}>
      <MapFrame src={mapEmbedUrl(query)} title={title} loadOn={loadOn} height={height} icon={<MapPinIcon size={36} />} />
      <div className={styles.caption}>
        <p className={styles.address}>{address}</p>
        <p className={styles.openLink}>
          <ExternalLink href={mapLinkUrl(query)}>Open in Google Maps</ExternalLink>
        </p>
      </div>
    </div>
  );
}
