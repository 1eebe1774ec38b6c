import { isYoutubeId, youtubeEmbedUrl, youtubeWatchUrl } from './youtube';

it('accepts eleven-character ids and nothing else', () => {
  expect(isYoutubeId('TFE-xMOWlQA')).toBe(true);
  expect(isYoutubeId('a_b-c1234XY')).toBe(true);
  expect(isYoutubeId('short')).toBe(false);
  expect(isYoutubeId('TFE-xMOWlQA?autoplay=1')).toBe(false);
  expect(isYoutubeId('https://youtu.be/TFE-xMOWlQA')).toBe(false);
});

it('builds the privacy-enhanced embed URL', () => {
  expect(youtubeEmbedUrl('TFE-xMOWlQA')).toBe('https://www.youtube-nocookie.com/embed/TFE-xMOWlQA?autoplay=1&rel=0');
});

it('builds the watch URL', () => {
  expect(youtubeWatchUrl('TFE-xMOWlQA')).toBe('https://www.youtube.com/watch?v=TFE-xMOWlQA');
});

it('refuses a malformed id rather than building a broken URL', () => {
  expect(() => youtubeEmbedUrl('"><script>')).toThrow(/not a YouTube video id/);
});
