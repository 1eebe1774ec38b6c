import type { Locale } from '../lib/locale';
import type { NumberFieldSpec } from '../lib/numberField';
import { assumedReturnsText as hindi } from './hi/assumedReturns';
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
    title: 'Amfi gag on mutual fund advertisements’ future return calculations',
    publisher: 'Business Standard',
    date: '2 November 2023',
    url: 'https://business-standard.com/markets/mutual-fund/amfi-gag-on-mutual-fund-advertisements-future-return-calculations-123110201100_1.html',
  },
];

/** The name the checks cite the guideline by. */
export const AMFI_ILLUSTRATION_GUIDELINE = 'AMFI’s best-practice guideline on numerical illustrations (November 2023)';

/** A range of assumed annual returns, in percent a year. */
export type RateRange = { min: number; max: number };

/** The range AMFI's guideline lets a calculator offer. */
export const AMFI_RETURN_RANGE: RateRange = { min: 2, max: 13 };

/** The guideline's caps by asset class, in percent a year (for reference: the calculators are not tied to an asset class). */
export const AMFI_ASSET_CLASS_CAPS = {
  equity: { max: 12.93, basis: 'the Nifty 50’s 10-year rolling return (the Sensex’s is 12.64%)' },
  debt: { max: 7.2, basis: 'the 10-year Government security' },
  hybrid: { min: 8.5, max: 10, basis: 'between the equity and debt caps' },
} as const;

const rangeMessage = `The assumed rate of return must be from ${AMFI_RETURN_RANGE.min}% to ${AMFI_RETURN_RANGE.max}% a year, the range AMFI’s guideline allows for illustrations.`;

/** An assumed-return field within AMFI's range; a shared link's value outside it shows the nearest end. */
function assumedRate(defaultRate: number, noun: string): NumberFieldSpec {
  return {
    min: AMFI_RETURN_RANGE.min,
    max: AMFI_RETURN_RANGE.max,
    step: 0.1,
    default: defaultRate,
    decimals: 1,
    unit: 'percent',
    per: 'year',
    noun,
    example: String(defaultRate),
    linkClamp: true,
    messages: { tooSmall: rangeMessage, tooLarge: rangeMessage },
  };
}

/**
 * The assumed-return field of every calculator under /tools/, by calculator and query name. `npm run
 * check:compliance` fails if any of them (as the calculators use them) reaches above the range.
 */
export const assumedReturnFields = {
  'step-up-sip': { rate: assumedRate(12, 'the assumed rate of return') },
  lumpsum: { rate: assumedRate(12, 'the assumed rate of return') },
  swp: { rate: assumedRate(8, 'the assumed rate of return') },
  goal: { rate: assumedRate(12, 'the assumed rate of return') },
  retirement: {
    preRate: assumedRate(12, 'the assumed rate of return before retirement'),
    postRate: assumedRate(7, 'the assumed rate of return after retirement'),
  },
  'cost-of-delay': { rate: assumedRate(12, 'the assumed rate of return') },
  'regular-vs-direct': { rate: assumedRate(12, 'the Direct Plan’s assumed rate of return') },
} as const satisfies Record<string, Record<string, NumberFieldSpec>>;

/** The slider of the spec's SIP calculator at /financial-calculator/, in percent a year. */
export type SpecRateSetting = { min: number; max: number; step: number; default: number };

/**
 * The spec's SIP calculator keeps the spec's rate slider (section 5: 1% to 20% in steps of 0.1,
 * starting at 1). Its top end is above AMFI's 13%, so `npm run check:release` warns until the firm
 * decides: to follow the guideline, set min 2 and max 13 (and a default inside them).
 */
export const specSipRate: SpecRateSetting = { min: 1, max: 20, step: 0.1, default: 1 };

/**
 * Beside every calculator result, at body size, on screen, in a shared link and on paper. The exact
 * wording of AMFI's disclaimer could not be found: `confirmed` stays false until it has been checked
 * against the circular.
 */
const DISCLAIMER_HEADING = 'An illustration, not a promise';
const DISCLAIMER_TEXT =
  'This is an illustration at an assumed constant rate of return, to help you understand how compounding works. It is not a forecast, it is not the return of any mutual fund scheme, and it is not a guarantee of any future returns: actual returns vary from year to year, can be negative, and no rate of return is assured.';

export const illustrationDisclaimer = {
  heading: DISCLAIMER_HEADING,
  text: `${DISCLAIMER_TEXT} ${MF_RISK_WARNING}`,
  confirmed: false,
  toConfirm: 'Check this wording against the disclaimer in AMFI’s November 2023 guideline on numerical illustrations.',
  sources: AMFI_ILLUSTRATION_SOURCES,
} as const;

/** On every tool page and the tools hub: the tools are scheme-agnostic. */
export const SCHEME_AGNOSTIC_NOTE =
  'These tools do not depict the returns of any mutual fund scheme and are not a recommendation of any scheme.';

/**
 * The words of this module a page shows, in one language. The disclaimer's text stops before the
 * standard warning, which the page adds as the regulatory line (in English word for word, with a
 * Hindi rendering beside it on Hindi pages).
 */
export type AssumedReturnsText = {
  illustrationDisclaimer: { heading: string; text: string };
  schemeAgnosticNote: string;
};

const english: AssumedReturnsText = {
  illustrationDisclaimer: { heading: DISCLAIMER_HEADING, text: DISCLAIMER_TEXT },
  schemeAgnosticNote: SCHEME_AGNOSTIC_NOTE,
};

export function assumedReturnsText(locale: Locale): AssumedReturnsText {
  return locale === 'hi' ? hindi : english;
}
