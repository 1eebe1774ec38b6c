import type { FitnessRules } from '@/lib/questionnaires/financialFitness';
import { retirementMultiple } from '@/lib/questionnaires/financialFitness';

/**
 * Forty, two dependants, ₹1 lakh a month: answers that meet every rule in content exactly (the rules'
 * own figures), as the fitness check's fields and shared link name them. The unit and e2e tests of both
 * languages start from these.
 */
export function healthyFitnessAnswers(rules: FitnessRules) {
  return {
    dependants: '2',
    age: '40',
    income: '100000',
    expenses: '40000',
    emis: '10000',
    emergencySavings: String(rules.emergencyMonths * 50000),
    lifeCover: String(rules.lifeCoverMultiple * 1200000),
    healthCover: String(rules.healthCoverRupees),
    // The retirement target at forty from the rule, rounded up to a whole rupee.
    retirementSavings: String(Math.ceil(retirementMultiple(40, rules) * 40000 * 12)),
  };
}
