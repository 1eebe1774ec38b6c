import { AMFI_ILLUSTRATION_GUIDELINE, AMFI_ILLUSTRATION_SOURCES, type RateRange, type SpecRateSetting } from '../content/assumedReturns';
import { COST_OF_DELAY_FIELDS } from './calculators/costOfDelay';
import { GOAL_FIELDS } from './calculators/goal';
import { LUMPSUM_FIELDS } from './calculators/lumpsum';
import type { NumberFieldSpec } from './calculators/numberField';
import { REGULAR_VS_DIRECT_FIELDS } from './calculators/regularVsDirect';
import { RETIREMENT_FIELDS } from './calculators/retirement';
import { STEP_UP_SIP_FIELDS } from './calculators/stepUpSip';
import { SWP_FIELDS } from './calculators/swp';

// The build's checks of AMFI's range for illustrated returns (content/assumedReturns.ts): every
// /tools/ calculator's assumed-return field must stay inside it (`npm run check:compliance` fails),
// while the spec's SIP calculator needs the compliance officer's recorded approval (`npm run check:release`).

/** One assumed-return field as a calculator uses it. */
export type AssumedReturnField = { tool: string; field: string; spec: Pick<NumberFieldSpec, 'min' | 'max' | 'default'> };

/** The assumed-return field of every /tools/ calculator, read from the specs the calculators themselves use. */
export const toolAssumedReturnFields: readonly AssumedReturnField[] = [
  { tool: '/tools/step-up-sip/', field: 'rate', spec: STEP_UP_SIP_FIELDS.rate },
  { tool: '/tools/lumpsum/', field: 'rate', spec: LUMPSUM_FIELDS.rate },
  { tool: '/tools/swp/', field: 'rate', spec: SWP_FIELDS.rate },
  { tool: '/tools/goal/', field: 'rate', spec: GOAL_FIELDS.rate },
  { tool: '/tools/retirement/', field: 'preRate', spec: RETIREMENT_FIELDS.preRate },
  { tool: '/tools/retirement/', field: 'postRate', spec: RETIREMENT_FIELDS.postRate },
  { tool: '/tools/cost-of-delay/', field: 'rate', spec: COST_OF_DELAY_FIELDS.rate },
  { tool: '/tools/regular-vs-direct/', field: 'rate', spec: REGULAR_VS_DIRECT_FIELDS.rate },
];

const citation = `${AMFI_ILLUSTRATION_GUIDELINE} (${AMFI_ILLUSTRATION_SOURCES.map((s) => `${s.publisher}, ${s.date}, ${s.url}`).join('; ')})`;

/** Every field whose range (or default) reaches outside the allowed range, one line each; empty when all comply. */
export function assumedReturnViolations(fields: readonly AssumedReturnField[], range: RateRange): string[] {
  const problems: string[] = [];
  for (const { tool, field, spec } of fields) {
    const where = `${tool} ${field}`;
    if (spec.max > range.max) problems.push(`${where}: the assumed return goes up to ${spec.max}%, above the ${range.max}% allowed.`);
    if (spec.min < range.min) problems.push(`${where}: the assumed return starts at ${spec.min}%, below the ${range.min}% allowed.`);
    if (spec.default < Math.max(spec.min, range.min) || spec.default > Math.min(spec.max, range.max))
      problems.push(`${where}: the default of ${spec.default}% is outside the allowed ${range.min}%-${range.max}%.`);
  }
  return problems;
}

/** The sentence the compliance check ends its list of violations with. */
export function assumedReturnRule(range: RateRange): string {
  return `Calculators may offer an assumed return only from ${range.min}% to ${range.max}% a year (${citation}). The fields are in content/assumedReturns.ts.`;
}

/**
 * The warning `npm run check:release` prints while the spec's SIP calculator (/financial-calculator/)
 * offers rates outside AMFI's range; null once its setting is inside it.
 */
export function specSipRateWarning(setting: SpecRateSetting, range: RateRange): string | null {
  if (setting.max <= range.max && setting.min >= range.min) return null;
  return (
    `[compliance] The SIP calculator at /financial-calculator/ offers an assumed return from ${setting.min}% to ${setting.max}% a year (the spec's slider), ` +
    `but ${citation} allows illustrations only from ${range.min}% to ${range.max}%. ` +
    `Decide before launch: to follow the guideline, set specSipRate in content/assumedReturns.ts to min ${range.min}, max ${range.max} and a default inside them.`
  );
}
