// Rules of thumb that more than one page quotes, in one record every page of both editions reads, so the
// pages cannot disagree again ("One number, one source": life cover once read
// 10-15x on one page and 10-20x on another, and the retirement multiple at 25-30x and 30x). The
// financial fitness check measures against them (content/financialFitness.ts, fitnessRules), with each
// rule's sources listed on its page.

export const rulesOfThumb = {
  /**
   * An emergency fund of this many months of expenses and EMIs. InsureNInvest, "How much do you need to
   * keep in your emergency fund?", https://www.insureninvest.in/finacial/how-much-do-you-need-to-keep-in-your-emergency-fund;
   * BilFina, "How big should your emergency fund be in India?", https://www.bilfina.com/blog/how-big-should-emergency-fund-be-india.
   */
  emergencyMonths: 6,
  /**
   * Life cover of `low` to `high` times yearly income when anyone depends on it; the check measures
   * against `low`. Future Generali India Life, "You need more than ₹1 crore term insurance plan coverage",
   * https://life.futuregenerali.in/life-insurance-made-simple/life-insurance/you-need-more-than-1-crore-term-insurance-plan-coverage;
   * Advents Wealth, "How much term insurance is enough?", https://adventswealth.com/blog/how-much-term-insurance-is-enough-a-simple-formula-for-indian-families.
   */
  lifeCoverMultiple: { low: 10, high: 20 },
  /**
   * A retirement corpus of this many times current yearly expenses: "The 30X rule suggests your total
   * retirement corpus should be 30 times your current annual expense" (Aditya Birla Sun Life Insurance,
   * https://lifeinsurance.adityabirlacapital.com/articles/retirement-insurance/retirement-mistakes-indians-make-and-how-to-avoid-them);
   * HDFC Pension's survey called it "an industry norm" (Business Standard, 2 October 2023,
   * https://www.business-standard.com/finance/personal-finance/indians-believe-rs-1-3-cr-corpus-is-ideal-for-retirement-is-this-enough-123100200136_1.html).
   */
  retirementExpenseMultiple: 30,
} as const;

/** The figures by the names the pages' sentences use for them: "{emergencyMonths} months", "{lifeLow} to {lifeHigh} times". */
export const ruleOfThumbFigures = {
  emergencyMonths: rulesOfThumb.emergencyMonths,
  lifeLow: rulesOfThumb.lifeCoverMultiple.low,
  lifeHigh: rulesOfThumb.lifeCoverMultiple.high,
  multiple: rulesOfThumb.retirementExpenseMultiple,
} as const;
