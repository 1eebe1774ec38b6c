// The building blocks every calculator shares, each the textbook form the pages state.

/** Monthly rate of the SIP family (the spec's convention): annual percent / 12 / 100. */
export function sipMonthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 12 / 100;
}

/**
 * What ₹1 paid at the start of each of `months` months grows to by the end of the last one:
 * ((1 + r)^n - 1) / r x (1 + r), an annuity-due; n at a zero rate, its limit.
 */
export function annuityDueFactor(monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return months;
  // expm1/log1p keep (1+r)^n - 1 accurate when r is small.
  return (Math.expm1(months * Math.log1p(monthlyRate)) / monthlyRate) * (1 + monthlyRate);
}

/** A sum growing for `years` at `annualRatePercent` compounded once a year: P(1 + r)^t. */
export function compoundAnnually(amount: number, annualRatePercent: number, years: number): number {
  return amount * (1 + annualRatePercent / 100) ** years;
}

/** One row of a yearly table: what has gone in so far and what it is worth at the end of the year. */
export type YearRow = { year: number; invested: number; value: number };

/** Refuses inputs no page can produce, so a bug shows up in a test rather than as "₹NaN". */
export function assertFiniteInputs(name: string, input: Readonly<Record<string, number>>): void {
  for (const [key, value] of Object.entries(input))
    if (!Number.isFinite(value)) throw new RangeError(`${name}: ${key} must be a finite number, got ${value}`);
}
