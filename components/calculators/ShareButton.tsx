'use client';

import { useState } from 'react';
import { ShareIcon } from '@/components/ui/Icon';
import type { UiText } from '@/content/ui';
import { fillTemplate } from '@/lib/template';
import styles from './ShareButton.module.css';

type ShareButtonProps = {
  /** The address to share, read when the button is pressed so it holds the inputs of that moment. */
  getUrl: () => string;
  /** Title offered to the share sheet. */
  title: string;
  /** Runs first; sharing stops when it returns false (a form with an invalid entry, say). */
  onBeforeShare?: () => boolean;
  /** The button's and its messages' words, in the page's language (content/ui.ts `share`). */
  words: UiText['share'];
};

/**
 * Shares a result: the system share sheet where the browser has one (phones), else copies the link.
 * The outcome is announced in a live region beside the button.
 */
export function ShareButton({ getUrl, title, onBeforeShare, words }: ShareButtonProps) {
  const [status, setStatus] = useState('');

  const share = async () => {
    if (onBeforeShare && !onBeforeShare()) {
      setStatus(words.fixFirst);
      return;
    }
    const url = getUrl();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        setStatus(words.shared);
      } catch (error) {
        // Closing the share sheet is not a failure worth a message.
        if (!(error instanceof DOMException && error.name === 'AbortError')) setStatus(fillTemplate(words.failed, { url }));
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(words.copied);
    } catch {
      setStatus(fillTemplate(words.copyFailed, { url }));
    }
  };

  return (
    <div className={`button-row ${styles.share}`}>
      <button type="button" className={`button button-secondary ${styles.button}`} onClick={share}>
        <ShareIcon />
        {words.label}
      </button>
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
