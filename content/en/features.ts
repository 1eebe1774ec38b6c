import type { FeatureId, FeatureText } from '../features';
import { specStrings } from '../specStrings';

// The home page's six tool cards in English, keyed by the card's id in content/features.ts.
export const featureText: Record<FeatureId, FeatureText> = {
  'financial-calculator': {
    heading: specStrings.featureFinancialCalculator.text,
    description: 'See what a monthly SIP could grow to over the years, with the amount invested and the estimated gains.',
  },
  'download-form': {
    heading: specStrings.featureDownloadForm.text,
    description: 'KYC, nomination, SIP registration and change-of-details forms, ready to print and sign.',
  },
  'buy-mf-online': {
    heading: specStrings.featureBuyMfOnline.text,
    description: 'Invest in Regular Plans of mutual funds, start a SIP or top up, on our secure transaction platform.',
  },
  'financial-fitness': {
    heading: specStrings.featureFinancialFitness.text,
    description: 'A five-minute check of your savings, debt, cover and retirement savings against common rules of thumb, area by area.',
  },
  'risk-profile': {
    heading: specStrings.featureRiskProfile.text,
    description: 'Answer a short questionnaire to learn how much market ups and downs you can comfortably live with.',
  },
  'pay-premium-online': {
    heading: specStrings.featurePayPremiumOnline.text,
    description: 'Pay life and health insurance premiums on your insurer’s website before the due date.',
  },
};
