import type { ReactNode } from 'react';
import styles from './MapEmbed.module.css';

export type MapFrameProps = {
  /** The embed's address (lib/maps), worked out on the server so the URL code stays out of the bundle. */
  src: string;
  title: string;
  height: number;
  /** The placeholder's picture, rendered on the server so no island pulls in the icon module. */
  icon: ReactNode;
  /** The button and the message while Google paints, in the page's language. */
  words: { show: string; loading: string };
};

/**
 * The map's box, without any JavaScript (the footer puts one on every page): a closed <details>
 * whose summary is the placeholder with its "Show map" button. The frame is in the HTML from the
 * start, but browsers neither render nor fetch a lazy frame inside a closed <details>, so Google
 * hears nothing until the box opens (e2e/navigation.spec.ts checks it). Once open, "Loading map…"
 * stays under the frame until Google paints over it, and the box keeps its height throughout.
 */
export function MapFrame({ src, title, height, icon, words }: MapFrameProps) {
  return (
    <details className={styles.frame} style={{ height }}>
      <summary className={`embed-placeholder ${styles.placeholder}`}>
        {icon}
        <span className="button button-secondary">{words.show}</span>
      </summary>
      <div className={`embed-placeholder ${styles.placeholder}`}>
        {icon}
        <p>{words.loading}</p>
      </div>
      <iframe className="embed-fill" src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
    </details>
  );
}
