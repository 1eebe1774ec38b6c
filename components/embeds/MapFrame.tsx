import type { ReactNode } from 'react';
import styles from './MapEmbed.module.css';

export type MapFrameProps = {
  /** The embed's address (lib/embeds/maps), worked out on the server so the URL code stays out of the bundle. */
  src: string;
  title: string;
  height: number;
  /** The placeholder's picture, rendered on the server so no island pulls in the icon module. */
  icon: ReactNode;
  /** The button, the message while Google paints, and the one if it cannot, in the page's language. */
  words: { show: string; loading: string; failed: string };
  /** The direct link ("open it in Google Maps"), rendered by the server MapEmbed: shown if the frame cannot load. */
  failedLink: ReactNode;
};

/**
 * The map's box, without any JavaScript (the footer puts one on every page): a closed <details>
 * whose summary is the placeholder with its "Show map" button. The frame is in the HTML from the
 * start, but browsers neither render nor fetch a lazy frame inside a closed <details>, so Google
 * hears nothing until the box opens (e2e/navigation.spec.ts checks it). Once open, "Loading map…"
 * stays under the frame until Google paints over it, and the box keeps its height throughout. Under
 * it too, the message with the direct link, shown if Google has not painted after a few seconds; if
 * Google cannot be reached at all, the page's one listener (hooks/useFrameFallbacks) marks the box
 * data-frame="failed" and the message takes the frame's place at once (app/globals.css .embed-failed).
 */
export function MapFrame({ src, title, height, icon, words, failedLink }: MapFrameProps) {
  return (
    <details className={styles.frame} style={{ height }} data-frame="">
      <summary className={`embed-placeholder ${styles.placeholder}`}>
        {icon}
        <span className="button button-secondary">{words.show}</span>
      </summary>
      <div className={`embed-placeholder ${styles.placeholder}`}>
        {icon}
        <p>{words.loading}</p>
      </div>
      <div className={`embed-placeholder embed-failed ${styles.placeholder}`}>
        {icon}
        <p>
          {words.failed} {failedLink}
        </p>
      </div>
      <iframe className="embed-fill" src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
    </details>
  );
}
