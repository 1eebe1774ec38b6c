'use client';

import { isChunkLoadError } from '@/lib/chunkError';
import styles from './error.module.css';

type ErrorProps = { error: Error & { digest?: string }; reset: () => void };

/**
 * Catches what fails in the browser after the static HTML has arrived: most often a code chunk that
 * could not be fetched (a new deploy replaced it, or the network dropped). The page around it stays
 * readable; a reload fetches the current files.
 */
export default function ErrorBoundary({ error, reset }: ErrorProps) {
  const chunk = isChunkLoadError(error);
  return (
    <div className={`container ${styles.box}`} role="alert">
      <h2>{chunk ? 'Part of this page could not load' : 'Something went wrong on this page'}</h2>
      <p>
        {chunk
          ? 'Your connection may have dropped, or the site was updated while you were reading. Reloading fetches the latest version.'
          : 'Please try again. If it keeps happening, reload the page or contact us.'}
      </p>
      <p className={styles.actions}>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload page
        </button>
        {chunk ? null : (
          <button type="button" className="button button-secondary" onClick={reset}>
            Try again
          </button>
        )}
      </p>
    </div>
  );
}
