import type { SipField } from '@/lib/sip';
import type { CalculatorExplainer } from './tools';

// Words on the SIP calculator page. The limits and the maths are in lib/sip.ts (the spec's
// business constants); this file holds what the page says about them.

/** The sliders' visible labels, which are also their accessible names (spec, section 5). */
export const sipFieldLabels: Readonly<Record<SipField, string>> = {
  amount: 'Monthly investment',
  rate: 'Expected return rate (p.a.)',
  years: 'Time period (years)',
};

/** How the page explains the figure under the calculator (the worked example is computed at build time). */
export const sipExplainer: CalculatorExplainer = {
  intro:
    'A SIP (systematic investment plan) puts the same amount into a mutual fund every month. The calculator adds up what each instalment could grow to by the end of the period:',
  formulas: [
    {
      shown: 'M = P × [(1 + r)ⁿ − 1] ÷ r × (1 + r)',
      spoken: 'M equals P times the quantity (1 plus r) to the power n, minus 1, divided by r, times (1 plus r).',
    },
  ],
  terms: [
    { symbol: 'M', meaning: 'the maturity amount, what the investment is worth at the end' },
    { symbol: 'P', meaning: 'the monthly investment' },
    { symbol: 'r', meaning: 'the monthly rate: the expected annual return ÷ 12 ÷ 100 (12% a year gives r = 0.01)' },
    { symbol: 'n', meaning: 'the number of monthly instalments: years × 12' },
  ],
  assumptions: [
    'Returns compound every month at one twelfth of the annual rate you choose.',
    'Each instalment is paid at the start of its month, so it earns that month’s return too (that is the final “× (1 + r)”).',
    'The rate stays the same for the whole period. Real mutual fund returns rise and fall from year to year, and can be negative.',
    'The same amount is invested every month, with no step-up, pause or missed instalment.',
    'Nothing is deducted: no tax on gains, no exit load, no stamp duty. The today’s-rupees figure assumes prices rise 6% a year.',
  ],
};

export const sipNotAdvice =
  'The result is an illustration of compounding, not a forecast or a promise of returns, and not investment advice. Choose a scheme after reading its documents and considering your goals, time horizon and risk profile.';

/** The worked example under the formula, computed by lib/sip.ts at build time and linked into the calculator (so it must stay within the sliders' limits). */
export const sipWorkedExample = { amount: 5000, rate: 12, years: 20 } as const;
