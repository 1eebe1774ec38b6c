// The calculators under /tools/ with a shared link each and the figures it must show, worked out with the
// textbook formulas (not the app's code): e2e/tools.spec.ts checks them in English, e2e/editions.spec.ts
// that the other editions' pages show the same figures for the same links.
import type { RoutePath } from '@/content/routes';

export const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n);

// Figures the issue does not give, worked out here with the textbook formulas (not the app's code).
const swpBalance = (() => {
  const i = 1.08 ** (1 / 12) - 1;
  return 5000000 * (1 + i) ** 120 - (30000 * ((1 + i) ** 120 - 1)) / i;
})();
const retirementCorpus = (() => {
  const monthly = 50000 * 1.06 ** 30;
  const q = 1.07 / 1.06 - 1;
  return 12 * monthly * ((1 - (1 + q) ** -25) / q) * (1 + q);
})();
const sipDue = (p: number, annual: number, years: number) => {
  const r = annual / 1200;
  return ((p * ((1 + r) ** (years * 12) - 1)) / r) * (1 + r);
};

export type Calculator = {
  path: RoutePath;
  query: string;
  /** data-testid -> the text it must show for the query. */
  figures: Record<string, string>;
  /** A field to drive: its slider's name and its text box's name. */
  field: { slider: string; box: string; typed: string; sliderValue: string };
};

export const calculators: Calculator[] = [
  {
    path: '/tools/step-up-sip/',
    query: 'amount=5000&rate=12&years=5&stepup=10',
    figures: { maturity: '₹4,92,285', invested: '₹3,66,306', flat: '₹4,12,432' },
    field: { slider: 'Yearly step-up', box: 'Yearly step-up in percent', typed: '15', sliderValue: '15' },
  },
  {
    path: '/tools/lumpsum/',
    query: 'amount=100000&rate=12&years=10',
    figures: { maturity: '₹3,10,585' },
    field: { slider: 'Amount invested', box: 'Amount invested in rupees', typed: '2,50,000', sliderValue: '250000' },
  },
  {
    path: '/tools/swp/',
    query: 'corpus=5000000&withdrawal=30000&rate=8&years=10',
    figures: { balance: rupees(swpBalance), withdrawn: '₹36,00,000', lasts: 'The whole period' },
    field: { slider: 'Monthly withdrawal', box: 'Monthly withdrawal in rupees', typed: '45,000', sliderValue: '45000' },
  },
  {
    path: '/tools/goal/',
    query: 'cost=2500000&years=15&inflation=8&rate=12&saved=0',
    figures: { 'future-cost': '₹79,30,423', 'monthly-sip': '₹15,717', lumpsum: '₹14,48,859' },
    field: { slider: 'Years to the goal', box: 'Years to the goal in whole years', typed: '12', sliderValue: '12' },
  },
  {
    path: '/tools/retirement/',
    query: 'age=30&retireAt=60&lifeTo=85&expense=50000&inflation=6&preRate=12&postRate=7',
    figures: { corpus: rupees(retirementCorpus) },
    field: { slider: 'Retirement age', box: 'Retirement age in years', typed: '55', sliderValue: '55' },
  },
  {
    path: '/tools/cost-of-delay/',
    query: 'amount=5000&rate=12&years=20&delay=1',
    figures: { now: '₹49,95,740', later: '₹43,76,627' },
    field: { slider: 'Delay (years)', box: 'Delay (years) in whole years', typed: '3', sliderValue: '3' },
  },
  {
    path: '/tools/regular-vs-direct/',
    query: 'mode=sip&amount=10000&rate=12&years=20&gap=1.4',
    figures: {
      direct: rupees(sipDue(10000, 12, 20)),
      regular: rupees(sipDue(10000, 10.6, 20)),
      difference: rupees(sipDue(10000, 12, 20) - sipDue(10000, 10.6, 20)),
    },
    field: { slider: 'Time period (years)', box: 'Time period (years) in whole years', typed: '25', sliderValue: '25' },
  },
];
