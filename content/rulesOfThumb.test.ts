import type { Locale } from '@/lib/i18n/locale';
import { loadLibrary } from '@/lib/library';
import { fitnessCheckFor } from '@/lib/questionnaires/fitnessCheck';
import { rulesOfThumb } from './rulesOfThumb';
import { servicesFor } from '@/lib/pages/services';
import { wordsFor } from '@/lib/i18n/words';
import { assembleStartGuide } from '@/lib/questionnaires/startGuide';

// "One number, one source": every page of both editions that states one of these rules of
// thumb states the figure of content/rulesOfThumb.ts. A page that writes its own figure, in digits or in
// words, fails here.

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const pagesText = (locale: Locale) =>
  strings([
    servicesFor(locale),
    fitnessCheckFor(locale),
    loadLibrary(locale).topics.map((topic) => [topic.answer, topic.text]),
    wordsFor(locale).home,
    assembleStartGuide(wordsFor(locale).start),
  ]);

/** Each sentence (a Latin full stop or a danda ends one) of the pages' text. */
const sentences = (locale: Locale) => pagesText(locale).flatMap((text) => text.split(/(?<=[.।;])\s+/));

const SPELLED =
  /\b(?:three|four|five|six|eight|ten|twelve|fifteen|twenty|twenty-five|thirty)\b|तीन|चार|पाँच|छह|आठ|दस|बारह|पंद्रह|बीस|पच्चीस|तीस/;

describe.each(['en', 'hi'] as const)('rules of thumb on the %s pages', (locale) => {
  const all = sentences(locale);

  it('give life cover as the record’s multiples of income', () => {
    const { low, high } = rulesOfThumb.lifeCoverMultiple;
    const quoted = all.filter(
      (s) => /(?:times|गुना)[^.।]*(?:income|आमदनी)|(?:income|आमदनी)[^.।]*(?:times|गुना)/.test(s) && /life|जीवन|cover|कवर|insur|बीमा/i.test(s),
    );
    expect(quoted.length).toBeGreaterThan(1);
    for (const sentence of quoted) {
      const range = /(\d+)\s*(?:to|से)\s*(\d+)\s*(?:times|गुना)/.exec(sentence);
      if (range) expect([Number(range[1]), Number(range[2])]).toEqual([low, high]);
      for (const [, n] of sentence.matchAll(/(\d+)\s*(?:×|times|गुना)/g)) expect([low, high]).toContain(Number(n));
      expect(sentence.match(/(\S+)\s+(?:to|से)\s+\S+\s+(?:times|गुना)/)?.[1] ?? '').not.toMatch(SPELLED);
    }
  });

  it('give the retirement corpus as the record’s multiple of yearly expenses', () => {
    const multiple = rulesOfThumb.retirementExpenseMultiple;
    const quoted = all.filter((s) => /(?:times|×|गुना)/.test(s) && /corpus|कॉर्पस|retirement target|रिटायरमेंट का लक्ष्य/.test(s));
    expect(quoted.length).toBeGreaterThan(1);
    for (const sentence of quoted) {
      for (const [, n] of sentence.matchAll(/(\d+)\s*(?:×|times|गुना)/g)) expect(Number(n)).toBe(multiple);
      expect(sentence).not.toMatch(/\d+\s*(?:to|से)\s*\d+\s*(?:times|गुना)/);
    }
  });

  it('give the emergency fund as the record’s months', () => {
    const months = rulesOfThumb.emergencyMonths;
    // Every sentence about an emergency fund, and every one of the fitness check's emergency area.
    const area = strings(fitnessCheckFor(locale).areas.find((a) => a.id === 'emergency')).flatMap((t) => t.split(/(?<=[.।;])\s+/));
    const quoted = [...all.filter((s) => /emergency|इमरजेंसी/i.test(s)), ...area].filter((s) => /months?|महीन/.test(s));
    expect(quoted.length).toBeGreaterThan(0);
    for (const sentence of quoted) {
      for (const [, n] of sentence.matchAll(/(\d+)[-\s]*(?:months?|महीने)/g)) expect(Number(n)).toBe(months);
      expect(sentence).not.toMatch(/\b(?:three|six)[-\s]months?|(?:तीन|छह) महीने/);
    }
  });
});
