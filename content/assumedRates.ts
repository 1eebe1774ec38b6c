// The range of assumed rates of return the calculators may offer (and its English message), which the
// calculators' fields read (assumedRateField, lib/calculators/fields.ts), kept apart from
// content/assumedReturns.ts so that the calculators' code never reaches the site's words
// (content/site.ts and its Hindi twins). The sources and the disclaimer are in content/assumedReturns.ts,
// which re-exports the figures here.

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

/** What an assumed-return field says of a value outside AMFI's range (the English words the fields' specs carry). */
export const ASSUMED_RATE_RANGE_MESSAGE = `The assumed rate of return must be from ${AMFI_RETURN_RANGE.min}% to ${AMFI_RETURN_RANGE.max}% a year, the range AMFI’s guideline allows for illustrations.`;

/** The slider of the spec's SIP calculator at /financial-calculator/, in percent a year. */
export type SpecRateSetting = { min: number; max: number; step: number; default: number };

/**
 * The spec's SIP calculator keeps the spec's rate slider (section 5: 1% to 20% in steps of 0.1,
 * starting at 1). Its top end is above AMFI's 13%, so `npm run check:release` refuses until the
 * compliance officer's approval is recorded (content/launchApprovals.ts) or, to follow the guideline, set min 2 and max 13 (and a default inside them).
 */
export const specSipRate: SpecRateSetting = { min: 1, max: 20, step: 0.1, default: 1 };
