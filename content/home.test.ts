import { featureCards } from '@/lib/pages/features';
import { wordsFor } from '@/lib/i18n/words';
import { homeMarketsIn } from '@/lib/embeds/markets';
import { testimonialsFor } from '@/lib/pages/testimonials';

/** What a reader sees as one character: a Devanagari syllable with its vowel signs counts once. */
const graphemes = (text: string) => [...new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(text)].length;

it.each(['en', 'hi'] as const)('keeps each %s welcome line short enough for one line on a phone', (locale) => {
  const { welcomeLines } = wordsFor(locale).home.hero;
  expect(welcomeLines.length).toBeGreaterThan(1);
  for (const line of welcomeLines) expect(graphemes(line)).toBeLessThanOrEqual(34);
  expect(new Set(welcomeLines).size).toBe(welcomeLines.length);
});

it('gives the Hindi cards the English cards’ pictures and destinations, in Hindi where they stay on this site', () => {
  const english = featureCards(wordsFor('en').features, 'en');
  const hindi = featureCards(wordsFor('hi').features, 'hi');
  expect(hindi.map((f) => f.id)).toEqual(english.map((f) => f.id));
  for (const [i, card] of hindi.entries()) {
    const twin = english[i]!;
    expect(card.thumbnailImage).toEqual(twin.thumbnailImage);
    expect(card.route).toBe(twin.route.startsWith('/') ? `/hi${twin.route}` : twin.route);
    expect(card.heading).not.toBe(twin.heading);
  }
});

it('translates every testimonial without touching its picture', () => {
  const english = testimonialsFor('en');
  const hindi = testimonialsFor('hi');
  expect(hindi).toHaveLength(english.length);
  for (const [i, t] of hindi.entries()) {
    expect(t.photo.src).toBe(english[i]!.photo.src);
    expect(t.quote).toMatch(/[\u0900-\u097F]/);
  }
});

it('asks TradingView for the same chart in both languages, and captions every symbol', () => {
  const english = homeMarketsIn(wordsFor('en').markets, 'en');
  const hindi = homeMarketsIn(wordsFor('hi').markets, 'hi');
  expect(hindi.config).toEqual(english.config);
  expect(hindi.captions).toHaveLength(english.config.symbols.length);
  expect(english.captions).toEqual(english.config.symbols.map((s) => s.label));
});
