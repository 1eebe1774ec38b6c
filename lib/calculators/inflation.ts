// Today's rupees: what a future sum would buy at today's prices if prices rise at a steady rate.

/** A sum `years` from now, deflated at `inflationPercent` a year: amount / (1 + inflation)^years. */
export function todaysRupees(amount: number, inflationPercent: number, years: number): number {
  if (!Number.isFinite(inflationPercent) || inflationPercent <= -100)
    throw new RangeError(`Inflation must be above -100%, got ${inflationPercent}`);
  if (!Number.isFinite(years) || years < 0) throw new RangeError(`Years must be a finite number >= 0, got ${years}`);
  return amount / (1 + inflationPercent / 100) ** years;
}

/** A sum at today's prices, grown at `inflationPercent` a year for `years`: amount x (1 + inflation)^years. */
export function futureCost(amount: number, inflationPercent: number, years: number): number {
  return amount * (1 + inflationPercent / 100) ** years;
}
