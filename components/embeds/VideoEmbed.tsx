import { ExternalLink } from '@/components/ui/ExternalLink';
import type { Locale } from '@/lib/i18n/locale';
import { wordsFor } from '@/lib/i18n/words';
import { youtubeEmbedUrl, youtubeWatchUrl } from '@/lib/embeds/youtube';
import { VideoFacade } from './VideoFacade';
import styles from './VideoEmbed.module.css';

type VideoEmbedProps = {
  locale: Locale;
  title: string;
  youtubeId: string;
  /** One or two sentences shown under the player. */
  description?: string;
};

/**
 * A click-to-load YouTube player. Until the visitor presses play, the page holds a local placeholder
 * and sends nothing to YouTube; then the privacy-enhanced (youtube-nocookie) player takes its place in
 * the same 16:9 box, so nothing below it moves. Without JavaScript the placeholder stays and the
 * "Watch on YouTube" link still works. A server shell: only VideoFacade (the button and the frame)
 * ships to the browser; the poster, the caption and the link are plain HTML.
 */
export function VideoEmbed({ locale, title, youtubeId, description }: VideoEmbedProps) {
  const ui = wordsFor(locale).ui;
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        {/* Under the player: shown if it has not painted after a few seconds, or cannot load at all (VideoFacade). */}
        <div className={`embed-placeholder embed-failed ${styles.failed}`}>
          <p>
            {ui.video.failed}{' '}
            <ExternalLink locale={locale} className={styles.failedLink} href={youtubeWatchUrl(youtubeId)}>
              {ui.video.failedLink}
            </ExternalLink>
          </p>
        </div>
        <VideoFacade src={youtubeEmbedUrl(youtubeId)} title={title} playLabel={ui.video.play} poster={<Poster />} playIcon={<PlayIcon />} />
      </div>
      <figcaption className={styles.caption}>
        {description ? <span>{description}</span> : null}
        <ExternalLink locale={locale} className={styles.watch} href={youtubeWatchUrl(youtubeId)}>
          {ui.video.watch}
        </ExternalLink>
      </figcaption>
    </figure>
  );
}

/** A local, palette-coloured poster: fetching YouTube's thumbnail would itself be a request to Google. */
function Poster() {
  return (
    <svg className={styles.poster} aria-hidden="true" focusable="false" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice">
      <rect width="320" height="180" fill="#0b2e4f" />
      <circle cx="262" cy="38" r="70" fill="#123f69" />
      <circle cx="40" cy="170" r="60" fill="#0f766e" opacity=".55" />
      <path d="M0 150 C70 120 110 160 170 128 S270 96 320 110 V180 H0Z" fill="#0b5e58" opacity=".6" />
      <rect x="24" y="22" width="46" height="4" rx="2" fill="#f4a300" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg focusable="false" width="28" height="28" viewBox="0 0 28 28">
      <path d="M9 6.5v15l12-7.5z" fill="currentColor" />
    </svg>
  );
}
