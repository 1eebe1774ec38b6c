'use client';

import styles from './error.module.css';

/**
 * Catches what fails in the browser after the static HTML has arrived, most often a code chunk that
 * could not be fetched (a new deploy replaced it, or the network dropped), and keeps the site's header
 * and footer round it, which Next's own error page would not. A reload fetches the current files,
 * which is also the remedy for anything else that breaks here, so one message serves every cause and
 * this chunk, which every page loads, stays small.
 */
export default function ErrorBoundary() {
  return (
    <div className={`container ${styles.box}`} role="alert">
      <h2>Part of this page could not load</h2>
      <p>
        Your connection may have dropped, or the site was updated while you were reading. Reloading fetches the latest version; if it keeps
        happening, please contact us.
      </p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload page
        </button>
      </p>
    </div>
  );
}
