import { AMFI_RETURN_RANGE } from '@/content/assumedRates';
import { CALCULATORS, type CalculatorDefinition, type CalculatorId, type CalculatorInputs } from '../calculators';

// A topic's worked example names a calculator by its id (lib/calculators/): the placeholders are
// filled with that calculator's own figures, never typed by hand, and its link opens the same inputs.

/** The calculator a topic's `example.tool` names; undefined for any other name. */
export function toolOf(name: unknown): CalculatorDefinition | undefined {
  return typeof name === 'string' && Object.hasOwn(CALCULATORS, name) ? CALCULATORS[name as CalculatorId] : undefined;
}

/** The range AMFI allows an illustration's assumed rate in, whatever the calculator's own slider allows. */
export const ILLUSTRATION_RATE_RANGE = AMFI_RETURN_RANGE;

/** The calculator's shared-link query for an example: its inputs in the fields' order, as the calculator writes them. */
export function exampleQuery(tool: CalculatorDefinition, input: CalculatorInputs): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(tool.choices ?? {})) params.set(name, String(input[name]));
  for (const [name, spec] of Object.entries(tool.fields)) {
    const factor = 10 ** spec.decimals;
    params.set(name, String(Math.round(Number(input[name]) * factor) / factor));
  }
  return params.toString();
}
