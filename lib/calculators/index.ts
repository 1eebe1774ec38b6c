import { costOfDelayCalculator } from './costOfDelay';
import type { CalculatorDefinition } from './definition';
import { goalCalculator } from './goal';
import { lumpsumCalculator } from './lumpsum';
import { regularVsDirectCalculator } from './regularVsDirect';
import { retirementCalculator } from './retirement';
import { sipCalculator } from './sip';
import { stepUpSipCalculator } from './stepUpSip';
import { swpCalculator } from './swp';

// Every calculator, by id: its page, its island's props, the library's worked examples and the
// compliance checks read this one registry. The islands import their own module instead, so a page
// ships only its own calculator's maths.

export const CALCULATORS = {
  sip: sipCalculator,
  stepUpSip: stepUpSipCalculator,
  lumpsum: lumpsumCalculator,
  swp: swpCalculator,
  goal: goalCalculator,
  retirement: retirementCalculator,
  costOfDelay: costOfDelayCalculator,
  regularVsDirect: regularVsDirectCalculator,
} as const satisfies Record<string, CalculatorDefinition>;

export type CalculatorId = keyof typeof CALCULATORS;

/** The calculators' pages, derived from the registry. */
export type CalculatorPath = (typeof CALCULATORS)[CalculatorId]['path'];

/** The calculator whose page is at `path`. */
export function calculatorAt(path: CalculatorPath): (typeof CALCULATORS)[CalculatorId] {
  const found = Object.values(CALCULATORS).find((calculator) => calculator.path === path);
  if (!found) throw new Error(`No calculator at ${path}`);
  return found;
}

export type { CalculatorDefinition, CalculatorInputs, OutputUnit, WorkedExample } from './definition';
