import { AMFI_ILLUSTRATION_GUIDELINE, AMFI_ILLUSTRATION_SOURCES, type RateRange, type SpecRateSetting } from '../../content/assumedReturns';
import { CALCULATORS, type CalculatorDefinition } from './';
import type { NumberFieldSpec } from './numberField';

// The build's checks of AMFI's range for illustrated returns (content/assumedReturns.ts): every
// /tools/ calculator's assumed-return field must stay inside it (`npm run check:compliance` fails),
// while the spec's SIP calculator needs the compliance officer's recorded approval (`npm run check:release`).

/** One assumed-return field as a calculator uses it. */
export type AssumedReturnField = { tool: string; field: string; spec: Pick<NumberFieldSpec, 'min' | 'max' | 'default'> };

const calculators: readonly CalculatorDefinition[] = Object.values(CALCULATORS);

/**
 * The assumed-return field of every /tools/ calculator, the very specs the calculators use (the spec's
 * SIP calculator is left to `specSipRateWarning`, since its slider is the spec's).
 */
export const toolAssumedReturnFields: readonly AssumedReturnField[] = calculators
  .filter(({ path }) => path.startsWith('/tools/'))
  .flatMap(({ path, fields, rates }) =>
    rates.map((field) => {
      const spec = fields[field];
      if (!spec) throw new Error(`${path}: the assumed-return field ${field} is not one of its fields`);
      return { tool: path, field, spec };
    }),
  );

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
