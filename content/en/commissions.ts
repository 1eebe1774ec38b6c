import {
  insuranceCommission,
  LIMITED_UNIVERSE,
  LIMITED_UNIVERSE_SHORT,
  newInvestorIncentive,
  REGULAR_PLANS_ONLY,
  TRAIL_BASIS,
  trailCommissions,
  type CommissionText,
  type SchemeTypeName,
} from '../commissions';

// The commission disclosure's words in English: the compliance officer's statements (content/commissions.ts,
// with their sources), and the trail table's scheme types as the table names them.
export const commissionText: CommissionText = {
  regularPlansOnly: REGULAR_PLANS_ONLY,
  limitedUniverse: LIMITED_UNIVERSE,
  limitedUniverseShort: LIMITED_UNIVERSE_SHORT,
  trailBasis: TRAIL_BASIS,
  schemeTypes: Object.fromEntries(trailCommissions.map((row) => [row.schemeType, row.schemeType])) as Record<SchemeTypeName, string>,
  variableTrail: 'variable',
  trailSpan: '{low} to {high}',
  newInvestorIncentive,
  insuranceCommission,
};
