import { SERVICE_COST_HEADING, serviceCostText, type ServiceCostText } from '../serviceCosts';

// The service pages' cost section in English.
export const serviceCosts: ServiceCostText = {
  heading: SERVICE_COST_HEADING,
  byPayer: serviceCostText,
  disclosureLink: 'See our disclosure of commissions',
  sentenceEnd: '.',
};
