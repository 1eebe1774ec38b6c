/** YouTube ids are eleven characters of [A-Za-z0-9_-]; anything else is a typo in content/. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export function isYoutubeId(id: string): boolean {
  return YOUTUBE_ID.test(id);
}

function checked(id: string): string {
  if (!isYoutubeId(id)) throw new Error(`"${id}" is not a YouTube video id`);
  return id;
}

/**
 * The privacy-enhanced player: youtube-nocookie.com sets no cookies until the visitor plays the
 * video. It is only requested after a click, so autoplay starts the video the visitor asked for.
 */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${checked(id)}?autoplay=1&rel=0`;
}

/** The video's own page, for the plain link beside the player. */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${checked(id)}`;
}
