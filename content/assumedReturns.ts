import { MF_RISK_WARNING } from './site';

// The assumed rate of return every calculator illustrates with, and the words beside its result.
//
// AMFI's best-practice guideline on numerical illustrations (November 2023): a calculator may let the
// investor pick an assumed return "from a range of returns starting from 2% to 13%" to understand
// compounding, as long as the tool does not depict any particular scheme's returns. Illustrations by
// asset class are capped lower: equity at 12.93% (the Nifty 50's 10-year rolling return; the Sensex's
// is 12.64%), debt at 7.2% (the 10-year G-Sec), hybrid at 8.5%-10%. Every illustration carries the
// standard warning and a disclaimer in normal-size type, including that it "is not a guarantee of any
// future returns". The circular itself could not be reached; the two reports below are the sources.

export type GuidelineSource = { title: string; publisher: string; date: string; url: `https://${string}` };

export const AMFI_ILLUSTRATION_SOURCES: readonly GuidelineSource[] = [
  {
    title: 'Mutual funds body issues guidelines for calculators, illustrations',
    publisher: 'Livemint',
    date: '2 November 2023',
    url: 'https://www.livemint.com/money/personal-finance/mutual-funds-body-issues-guidelines-for-calculators-illustrations-11698915403865.html',
  },
  {
    title: 'Even educational material or IAP content cannot illustrate future return of mutual funds',
    publisher: 'Cafemutual',
    date: '3 November 2023',
    url: 'https://cafemutual.com/news/industry/30567-even-educational-material-or-iap-content-cannot-illustrate-future-return-of-mutual-funds',
  },
  {
    title: 'Amfi gag on mutual fund advertisements’ future return calculations',
    publisher: 'Business Standard',
    date: '2 November 2023',
    url: 'https://business-standard.com/markets/mutual-fund/amfi-gag-on-mutual-fund-advertisements-future-return-calculations-123110201100_1.html',
  },
];

/** The name the checks cite the guideline by. */
export const AMFI_ILLUSTRATION_GUIDELINE = 'AMFI’s best-practice guideline on numerical illustrations (November 2023)';

export { AMFI_ASSET_CLASS_CAPS, AMFI_RETURN_RANGE, specSipRate, type RateRange, type SpecRateSetting } from './assumedRates';

/**
 * Beside every calculator result, at body size, on screen, in a shared link and on paper. AMFI's own
 * sentence is quoted word for word from Cafemutual's report of the circular; the circular itself could
 * not be read, so `confirmed` stays false until the firm has checked the whole text against it.
 */
export const DISCLAIMER_HEADING = 'An illustration, not a promise';

/**
 * The sentence AMFI's guideline prescribes for every illustration, word for word. Cafemutual, "Even
 * educational material or IAP content cannot illustrate future return of mutual funds", 3 November 2023,
 * https://cafemutual.com/news/industry/30567-even-educational-material-or-iap-content-cannot-illustrate-future-return-of-mutual-funds:
 * "such an illustration should issue a disclaimer stating, 'past performance may or may not be sustained
 * in future and is not a guarantee of any future returns.'"
 */
export const AMFI_ILLUSTRATION_SENTENCE =
  'past performance may or may not be sustained in future and is not a guarantee of any future returns';

export const DISCLAIMER_TEXT = `This is an illustration at an assumed constant rate of return, to help you understand how compounding works. It is not a forecast, it is not the return of any mutual fund scheme, and it is not a guarantee of any future returns: actual returns vary from year to year, can be negative, and no rate of return is assured. As AMFI asks every illustration to say, ${AMFI_ILLUSTRATION_SENTENCE}.`;

export const illustrationDisclaimer = {
  heading: DISCLAIMER_HEADING,
  text: `${DISCLAIMER_TEXT} ${MF_RISK_WARNING}`,
  confirmed: false,
  toConfirm:
    'Check this wording, and AMFI’s sentence in it (“past performance may or may not be sustained…”, quoted from Cafemutual’s report), against AMFI’s November 2023 guideline on numerical illustrations.',
  sources: AMFI_ILLUSTRATION_SOURCES,
} as const;

/** On every tool page and the tools hub: the tools are scheme-agnostic. */
export const SCHEME_AGNOSTIC_NOTE =
  'These tools do not depict the returns of any mutual fund scheme and are not a recommendation of any scheme.';

/**
 * The words of this module a page shows, in one language (content/en/, content/hi/assumedReturns.ts). The disclaimer's text stops before the
 * standard warning, which the page adds as the regulatory line (in English word for word, with a
 * Hindi rendering beside it on Hindi pages).
 */
export type AssumedReturnsText = {
  /**
   * `amfiSentence`: AMFI's sentence alone, in the language, as the text quotes it: the library's
   * illustrations carry the text too, and the build's check (lib/build/illustrations.ts) looks for this
   * sentence on every page that quotes a rupee figure at an assumed rate.
   */
  illustrationDisclaimer: { heading: string; text: string; amfiSentence: string };
  schemeAgnosticNote: string;
};
