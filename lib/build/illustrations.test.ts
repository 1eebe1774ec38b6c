import { wordsFor } from '@/lib/i18n/words';
import { carriesAmfiSentence, illustrationIn, illustrationProblem } from './illustrations';

const sentenceOf = (locale: 'en' | 'hi') => wordsFor(locale).assumedReturns.illustrationDisclaimer.amfiSentence;
const disclaimerOf = (locale: 'en' | 'hi') => wordsFor(locale).assumedReturns.illustrationDisclaimer.text;

const pages = {
  en: {
    illustration:
      'Suppose you invest ₹5,000 a month for 10 years, and assume, only for illustration, that the scheme grows at 12% a year. At that assumed rate your units would be worth about ₹11,61,695.',
    fact: 'Long-term gains above ₹1,25,000 a year are taxed at 12.5%. An exit load of 1% applies to ₹10,000 redeemed within a year.',
  },
  hi: {
    illustration:
      'मान लीजिए आप 10 साल तक हर महीने ₹5,000 निवेश करते हैं, और सिर्फ़ समझाने के लिए मान लेते हैं कि स्कीम हर साल 12% बढ़ती है। उस दर पर आपकी यूनिटें लगभग ₹11,61,695 की होंगी।',
    fact: 'साल में ₹1,25,000 से ऊपर के लॉन्ग-टर्म गेन पर 12.5% टैक्स लगता है।',
  },
} as const;

describe.each(['en', 'hi'] as const)('a rupee illustration without AMFI’s sentence (%s)', (locale) => {
  const { illustration, fact } = pages[locale];

  it('fails a page with an illustration and without the sentence, quoting the sentence it found', () => {
    const problem = illustrationProblem('/x/', illustration, locale, sentenceOf(locale));
    expect(problem).toMatch(/^\/x\/: quotes a rupee illustration at an assumed rate without AMFI's sentence/);
    expect(problem).toContain('₹5,000');
  });

  it('passes the page once it carries the calculators’ disclaimer (AMFI’s sentence in it)', () => {
    expect(carriesAmfiSentence(disclaimerOf(locale), sentenceOf(locale))).toBe(true);
    expect(illustrationProblem('/x/', `${illustration}\n${disclaimerOf(locale)}`, locale, sentenceOf(locale))).toBeNull();
  });

  it('does not take a tax rate or a charge on an amount for an illustration', () => {
    expect(illustrationIn(fact, locale)).toBeNull();
    expect(illustrationProblem('/x/', fact, locale, sentenceOf(locale))).toBeNull();
  });

  it('finds an illustration worded without "assume": a sum growing at a steady rate', () => {
    const growing = {
      en: 'A worked example: ₹1,00,000 invested once and growing at a steady 10% a year would be worth about ₹1,61,051 after 5 years.',
      hi: 'एक उदाहरण: ₹1,00,000 एक बार लगाए गए और हर साल एक जैसी 10% दर से बढ़े, तो 5 साल बाद उनकी क़ीमत लगभग ₹1,61,051 होगी।',
    };
    expect(illustrationIn(growing[locale], locale)).not.toBeNull();
  });

  it('does not accept the other language’s sentence in its place', () => {
    const other = locale === 'en' ? 'hi' : 'en';
    expect(illustrationProblem('/x/', `${illustration}\n${disclaimerOf(other)}`, locale, sentenceOf(locale))).not.toBeNull();
  });
});
