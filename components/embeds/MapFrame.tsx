'use client';

import { useState, type ReactNode, type Ref } from 'react';
import styles from './MapEmbed.module.css';

export type MapFrameProps = {
  /** The embed's address (lib/maps), worked out on the server so the URL code stays out of the bundle. */
  src: string;
  title: string;
  height: number;
  /** The placeholder's picture, rendered on the server so this island does not pull in the icon module. */
  icon: ReactNode;
  /** Set by NearViewportMapFrame once the box nears the view: load without waiting for the button. */
  requested?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The interactive part of MapEmbed: the placeholder with its "Show map" button, then the frame. On
 * its own it loads only when the visitor asks (the footer's map, on every page); the contact page
 * wraps it in NearViewportMapFrame, so the scroll watcher ships with that page alone.
 */
export function MapFrame({ src, title, height, icon, requested = false, ref }: MapFrameProps) {
  const [asked, setAsked] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const phase = loaded ? 'loaded' : asked || requested ? 'loading' : 'placeholder';

  return (
    <div ref={ref} className={styles.frame} style={{ height }} data-phase={phase}>
      {phase !== 'placeholder' ? (
        <iframe
          className="embed-fill"
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          onLoad={() => setLoaded(true)}
        />
      ) : null}
      {phase !== 'loaded' ? (
        <div className={`embed-placeholder ${styles.placeholder}`}>
          {icon}
          {phase === 'placeholder' ? (
            <button type="button" className="button button-secondary" onClick={() => setAsked(true)}>
              Show map
            </button>
          ) : (
            <p role="status">Loading map…</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
