'use client';

import { useRef, useState } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { MapPinIcon } from '@/components/ui/Icon';
import { mapEmbedUrl, mapLinkUrl } from '@/lib/maps';
import { useLoadTrigger } from '@/hooks/useLoadTrigger';
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

type Phase = 'placeholder' | 'loading' | 'loaded';

export function MapEmbed({ query, title, address, loadOn, height = 320 }: MapEmbedProps) {
  const [phase, setPhase] = useState<Phase>('placeholder');
  const boxRef = useRef<HTMLDivElement>(null);

  useLoadTrigger(
    boxRef,
    { rootMargin: '300px 0px', afterScroll: true, enabled: loadOn === 'near-viewport' && phase === 'placeholder' },
    () => setPhase('loading'),
  );

  const mapHref = mapLinkUrl(query);

  return (
    <div className={styles.wrapper}>
      <div ref={boxRef} className={styles.frame} style={{ height }} data-phase={phase}>
        {phase !== 'placeholder' ? (
          <iframe
            className="embed-fill"
            src={mapEmbedUrl(query)}
            title={title}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            onLoad={() => setPhase('loaded')}
          />
        ) : null}
        {phase !== 'loaded' ? (
          <div className={`embed-placeholder ${styles.placeholder}`}>
            <MapPinIcon size={36} />
            {phase === 'placeholder' ? (
              <button type="button" className="button button-secondary" onClick={() => setPhase('loading')}>
                Show map
              </button>
            ) : (
              <p role="status">Loading map…</p>
            )}
          </div>
        ) : null}
      </div>
      <div className={styles.caption}>
        <p className={styles.address}>{address}</p>
        <p className={styles.openLink}>
          <ExternalLink href={mapHref}>Open in Google Maps</ExternalLink>
        </p>
      </div>
    </div>
  );
}
