import type { CommissionRow } from './types';

// Trail commission ranges by scheme type, as disclosed (spec, point 9). Regular Plans only.
export const trailCommissions = [
  { schemeType: 'Liquid / Ultra Short', trailRange: '0.05-0.20%' },
  { schemeType: 'Short Term Income', trailRange: '0.45-0.50%' },
  { schemeType: 'Income', trailRange: '0.45-0.65%' },
  { schemeType: 'Gilt', trailRange: '0.59-0.90%' },
  { schemeType: 'Hybrid Debt / MIP', trailRange: '0.60-1.20%' },
  { schemeType: 'Arbitrage', trailRange: '0.55-0.60%' },
  { schemeType: 'Fund of Funds', trailRange: '0.25-0.50%' },
  { schemeType: 'ELSS', trailRange: '0.65-1.20%' },
  { schemeType: 'Index', trailRange: '0.20-0.50%' },
  { schemeType: 'Equity / Hybrid Equity / Balance', trailRange: '0.65-1.40%' },
  { schemeType: 'Fixed Maturity Plans', trailRange: 'variable' },
] as const satisfies readonly CommissionRow[];

export const REGULAR_PLANS_ONLY = 'Only Regular Plans are distributed; no commission is earned on Direct Plans.';
