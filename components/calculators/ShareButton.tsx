'use client';

import { useState } from 'react';
import { ShareIcon } from '@/components/ui/Icon';
import styles from './ShareButton.module.css';

type ShareButtonProps = {
  /** The address to share, read when the button is pressed so it holds the inputs of that moment. */
  getUrl: () => string;
  /** Title offered to the share sheet. */
  title: string;
  /** Runs first; sharing stops when it returns false (a form with an invalid entry, say). */
  onBeforeShare?: () => boolean;
  label?: string;
};

/**
 * Shares a result: the system share sheet where the browser has one (phones), else copies the link.
 * The outcome is announced in a live region beside the button.
 */
export function ShareButton({ getUrl, title, onBeforeShare, label = 'Share this result' }: ShareButtonProps) {
  const [status, setStatus] = useState('');

  const share = async () => {
    if (onBeforeShare && !onBeforeShare()) {
      setStatus('Correct the marked entry first, then share.');
      return;
    }
    const url = getUrl();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        setStatus('Shared.');
      } catch (error) {
        // Closing the share sheet is not a failure worth a message.
        if (!(error instanceof DOMException && error.name === 'AbortError')) setStatus(`Could not share. The link is: ${url}`);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied. Paste it anywhere to share this result.');
    } catch {
      setStatus(`Could not copy. The link is: ${url}`);
    }
  };

  return (
    <div className={`button-row ${styles.share}`}>
      <button type="button" className={`button button-secondary ${styles.button}`} onClick={share}>
        <ShareIcon />
        {label}
      </button>
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
