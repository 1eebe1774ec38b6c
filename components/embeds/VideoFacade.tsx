'use client';

import { useState, type ReactNode } from 'react';
import { unreachable } from '@/lib/embeds/frameWatch';
import { useHydrated } from '@/hooks/useHydrated';
import styles from './VideoFacade.module.css';

type VideoFacadeProps = {
  /** The privacy-enhanced player's address (lib/embeds/youtube), worked out on the server. */
  src: string;
  title: string;
  /** Read before the title on the play button ("Play video: "), in the page's language. */
  playLabel: string;
  /** The poster and the play mark, drawn by the server VideoEmbed so their shapes stay out of this island. */
  poster: ReactNode;
  playIcon: ReactNode;
};

// Only what playback needs: no accelerometer, gyroscope, clipboard or web-share.
const ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen';

/**
 * The interactive part of VideoEmbed: the poster as a play button, then the player in its place.
 * Before hydration (and without JavaScript) the poster is a plain picture with the title; the
 * "Watch on YouTube" link beside it, in the server part, always works. Creating the frame is all
 * a click does, so it stays here rather than behind an import(): a second fetch between the click
 * and the player would cost the visitor more time than its few bytes.
 */
export function VideoFacade({ src, title, playLabel, poster, playIcon }: VideoFacadeProps) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const [down, setDown] = useState(false);

  // The player; if YouTube cannot be reached (lib/embeds/frameWatch), a marker instead, by which the message
  // VideoEmbed laid under the player shows (app/globals.css .embed-failed) and its link takes the
  // keyboard focus the player had.
  if (playing)
    return down ? (
      <span data-frame="failed" ref={(marker) => marker?.parentElement?.querySelector('a')?.focus()} />
    ) : (
      <iframe
        // Focus follows the visitor into the player, so the keyboard is not left on a vanished button.
        ref={(frame) => frame?.focus()}
        className="embed-fill"
        src={src}
        title={title}
        allow={ALLOW}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  if (!hydrated)
    return (
      <div className={styles.facade}>
        {poster}
        <span className={styles.label}>{title}</span>
      </div>
    );
  return (
    <button
      type="button"
      className={styles.facade}
      onClick={() => {
        setPlaying(true);
        void unreachable(src).then(setDown);
      }}
    >
      {poster}
      <span className={styles.play} aria-hidden="true">
        {playIcon}
      </span>
      <span className={styles.label}>
        <span className="visually-hidden">{playLabel}</span>
        {title}
      </span>
    </button>
  );
}
