'use client';

import type { LoadErrorText } from '@/content/loadError';
import styles from './LoadErrorBox.module.css';

/**
 * What each edition's error boundary shows (app/(en)/error.tsx, app/[lang]/error.tsx), in the words its
 * boundary passes: the boundary has no server parent to give it props, so it imports its own
 * language's three strings and nothing more.
 */
export function LoadErrorBox({ words }: { words: LoadErrorText }) {
  return (
    <div className={`container ${styles.box}`} role="alert">
      <h2>{words.heading}</h2>
      <p>{words.body}</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {words.reload}
        </button>
      </p>
    </div>
  );
}
