// Axis arithmetic for the hand-drawn SVG charts: no charting library, so the few rules a chart
// needs (round tick values, a readable number of labels) live here where they can be tested.

export type NiceScale = {
  /** Top of the axis: the first tick at or above the data's maximum. */
  max: number;
  /** Tick values from 0 to max inclusive, evenly spaced. */
  ticks: number[];
};

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/**
 * A 0-based linear axis whose ticks are round numbers (1, 2, 2.5 or 5 times a power of ten) and
 * whose top is the first tick at or above `dataMax`, with about `targetTicks` intervals.
 */
export function niceScale(dataMax: number, targetTicks = 4): NiceScale {
  if (!Number.isFinite(dataMax) || dataMax < 0) throw new RangeError(`Cannot scale to ${dataMax}`);
  if (!Number.isInteger(targetTicks) || targetTicks < 1) throw new RangeError(`targetTicks must be a positive integer, got ${targetTicks}`);
  if (dataMax === 0) return { max: 1, ticks: [0, 1] };
  const rough = dataMax / targetTicks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = (NICE_STEPS.find((s) => s * magnitude >= rough) ?? 10) * magnitude;
  const count = Math.ceil(dataMax / step - 1e-9);
  // Multiplying (rather than adding steps) keeps values like 2.5 lakh free of float drift.
  const ticks = Array.from({ length: count + 1 }, (_, i) => i * step);
  return { max: count * step, ticks };
}

/** Which years get a label under a yearly bar chart: all of them up to ten, else 1 and every fifth. */
export function labelledYears(years: number): number[] {
  if (years <= 10) return Array.from({ length: years }, (_, i) => i + 1);
  const labelled = [1];
  for (let y = 5; y <= years; y += 5) labelled.push(y);
  const last = labelled.at(-1) ?? 1;
  // The final year matters most (it is the maturity), so label it unless it would crowd its neighbour.
  if (last !== years && years - last >= 2) labelled.push(years);
  return labelled;
}
