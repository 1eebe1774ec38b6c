import { ExternalLink } from '@/components/ui/ExternalLink';
import { MapPinIcon } from '@/components/ui/Icon';
import { wordsFor } from '@/lib/i18n/words';
import { mapEmbedUrl, mapLinkUrl } from '@/lib/embeds/maps';
import type { Locale } from '@/lib/i18n/locale';
import { MapFrame } from './MapFrame';
import styles from './MapEmbed.module.css';

type MapEmbedProps = {
  locale: Locale;
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
  /** Height reserved for the map, in CSS pixels, so nothing shifts when it arrives. */
  height?: number;
};

/**
 * A server shell: the caption, the link and the icon are plain HTML, and the map (MapFrame) needs no
 * JavaScript at all: Google hears nothing until the visitor presses "Show map".
 */
export function MapEmbed({ locale, query, title, address, height = 320 }: MapEmbedProps) {
  const ui = wordsFor(locale).ui;
  return (
    <div className={styles.wrapper}>
      <MapFrame
        src={mapEmbedUrl(query)}
        title={title}
        height={height}
        icon={<MapPinIcon size={36} />}
        words={{ show: ui.map.show, loading: ui.map.loading, failed: ui.map.failed }}
        failedLink={
          <ExternalLink locale={locale} href={mapLinkUrl(query)}>
            {ui.map.failedLink}
          </ExternalLink>
        }
      />
      <div className={styles.caption}>
        <p className={styles.address}>{address}</p>
        <p className={styles.openLink}>
          <ExternalLink locale={locale} href={mapLinkUrl(query)}>
            {ui.openInMaps}
          </ExternalLink>
        </p>
      </div>
    </div>
  );
}
