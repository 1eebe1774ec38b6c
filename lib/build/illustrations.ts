// AMFI's guideline on illustrations asks every future-value illustration to say that "past performance
// may or may not be sustained in future and is not a guarantee of any future returns". The calculators
// say it beside every result; this finds any other page (a library topic's worked example, a service
// page) that quotes a rupee figure at an assumed rate without the sentence. `npm run check:compliance`
// runs it over each exported page's visible text, in its language.
import { matchingForm, sentences } from '../complianceText';
import type { Locale } from '../i18n/locale';

/** A rupee amount: "₹5,000", "₹ 11.6 lakh", "Rs. 500", "रु 500". */
const RUPEES = /(?:₹|\bRs\.?|रु\.?)\s?\d/;
/** A rate: "12%", "12 %", "12 प्रतिशत", "12 टक्के". */
const RATE = /\d(?:[\d.,]*)\s?(?:%|प्रतिशत|टक्के)/;

/**
 * (The cues are matched against lib/complianceText.ts matchingForm, which drops the nukta: "बढ" for "बढ़".)
 * What makes a sentence with a rupee figure and a rate an illustration rather than a fact (a tax rate
 * above an exemption, a charge on an amount): the words that assume a rate or project a value.
 */
export const ILLUSTRATION_CUES: Readonly<Record<Locale, readonly RegExp[]>> = {
  en: [/\bassum(?:e|ed|es|ing|ption)\b/i, /\bwould (?:grow|become|be worth)\b/i, /\bgrows? (?:at|to)\b/i, /\bfor illustration\b/i],
  hi: [/मान (?:लीजिए|लें|लेते|लिया|कर)/, /मानी गई/, /माना गया/, /मानकर/, /समझाने के लिए/, /दर (?:से|पर) बढ/, /बढ(?:कर|ती|ते) (?:हुए )?.{0,20}हो जा/],
  mr: [/गृहीत/, /समजा/, /मानून/, /उदाहरणादाखल/, /दराने वाढ/, /वाढ(?:ून|त) .{0,20}हो(?:ईल|ते|तील)/],
};

/** The first sentence of `text` that quotes a rupee figure at an assumed rate, or null. */
export function illustrationIn(text: string, locale: Locale): string | null {
  const cues = ILLUSTRATION_CUES[locale].map((cue) => new RegExp(cue.source, cue.flags));
  for (const sentence of sentences(text)) {
    const form = matchingForm(sentence);
    if (RUPEES.test(form) && RATE.test(form) && cues.some((cue) => cue.test(form))) return sentence;
  }
  return null;
}

/** Whether the page's text carries AMFI's sentence (in the page's language), whatever its case and spacing. */
export function carriesAmfiSentence(text: string, amfiSentence: string): boolean {
  const squash = (s: string) => matchingForm(s).replace(/\s+/g, ' ').toLowerCase();
  return squash(text).includes(squash(amfiSentence));
}

/** The problem with a page, or null: an illustration quoted without AMFI's sentence. */
export function illustrationProblem(path: string, text: string, locale: Locale, amfiSentence: string): string | null {
  const sentence = illustrationIn(text, locale);
  if (!sentence || carriesAmfiSentence(text, amfiSentence)) return null;
  return `${path}: quotes a rupee illustration at an assumed rate without AMFI's sentence ("${amfiSentence}")\n  in: ${sentence}\n  why: AMFI's guideline on illustrations asks every future-value illustration to carry it; show the illustration disclaimer (content/<lang>/assumedReturns.ts) beside it.`;
}
