import { REGULAR_VS_DIRECT_FIELDS } from '@/lib/calculators/regularVsDirect';
import { SIP_LIMITS } from '@/lib/calculators/sip';
import { formatInr } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locale';
import { loadLibrary } from '@/lib/library';
import { wordsFor } from '@/lib/i18n/words';
import { withStartingAmounts } from '@/lib/calculators/minimumInvestment';
import { servicesFor } from '@/lib/pages/services';
import { startingAmounts } from './startingAmounts';
import { toolPageFor } from '@/lib/calculators/toolPages';
import { CALCULATORS } from '@/lib/calculators';
import { assembleStartGuide } from '@/lib/questionnaires/startGuide';

// "How little can I start with?": one record, read by every page that gives a starting amount.

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const amounts = [startingAmounts.commonMonthlySip, startingAmounts.smallestMonthlySip, startingAmounts.sipCalculatorMin];

describe('starting amounts', () => {
  it('set the calculators’ lowest amounts: the spec’s SIP calculator and the Regular vs Direct calculator', () => {
    expect(SIP_LIMITS.amount.min).toBe(startingAmounts.sipCalculatorMin);
    expect(REGULAR_VS_DIRECT_FIELDS.amount.min).toBe(startingAmounts.commonMonthlySip);
  });

  it.each(['en', 'hi'] as const)('are what the start guide answers (%s)', (locale: Locale) => {
    const words = withStartingAmounts(wordsFor(locale).minimumInvestment);
    for (const amount of amounts) expect(words.answer).toContain(formatInr(amount, { paise: false }));
  });

  it.each(['en', 'hi'] as const)('are the only small SIP amounts any page states (%s)', (locale: Locale) => {
    const text = strings([
      // A topic's text is one string: its sentences are the lines to check.
      loadLibrary(locale).topics.map((topic) => [topic.answer, ...topic.text.split(/(?<=[.।?])\s+/)]),
      assembleStartGuide(wordsFor(locale).start),
      servicesFor(locale),
      Object.values(CALCULATORS).map(({ path }) => toolPageFor(path, locale)),
      withStartingAmounts(wordsFor(locale).minimumInvestment),
    ]);
    const sipLines = text.filter((s) => /SIP/.test(s));
    for (const line of sipLines)
      for (const [, figure] of line.matchAll(/₹\s?([\d,]+)(?!\s*(?:lakh|crore|लाख|करोड़))/g)) {
        const value = Number((figure ?? '').replace(/,/g, ''));
        if (value <= startingAmounts.sipCalculatorMin) expect(amounts).toContain(value);
      }
  });
});
