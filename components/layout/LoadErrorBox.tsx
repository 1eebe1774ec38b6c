'use client';

import type { LoadErrorText } from '@/content/loadError';
import styles from './LoadErrorBox.module.css';

/**
 * What each edition's error boundary shows (app/(en)/error.tsx, app/[lang]/error.tsx), in the words its
 * boundary passes: English's imports its three strings; the other editions' come from their layout
 * (LoadErrorWords).
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
