// "How little can I start with?", answered once, so no two pages give different amounts: what most schemes accept, and what the
// firm's SIP calculator starts at. The start guide answers the question from this record, and every
// page that mentions a starting amount reads it: investor education, the Regular vs Direct calculator's
// lowest amount and the spec's SIP calculator (lib/calculators/sip.ts). Numbers only, so an island that needs one
// (the calculators) ships nothing else; the words are content/minimumInvestment.ts.
//
// Sources: Edelweiss Mutual Fund, "What is minimum investment for mutual fund?": "the minimum SIP
// amount generally starts from INR 500. In recent years, however, several fund houses have introduced
// INR 250 SIP and even INR 100 SIP plans",
// https://www.edelweissmf.com/investor-insights/mutual-fund-investment-tips-and-articles/what-is-minimum-investment-for-mutual-fund;
// Aditya Birla Sun Life Mutual Fund, "What is the minimum investment in mutual fund?" (SIP "as little as
// Rs. 500 per month"), https://mutualfund.adityabirlacapital.com/blog/what-is-minimum-investment-in-mutual-fund.

export const startingAmounts = {
  /** The monthly SIP most schemes accept, in rupees. */
  commonMonthlySip: 500,
  /** The smallest monthly SIP some fund houses now offer, in rupees. */
  smallestMonthlySip: 100,
  /** Where the firm's SIP calculator (/financial-calculator/) starts: the spec's table, section 5. */
  sipCalculatorMin: 1000,
} as const;
