import type { Locale } from '@/lib/locale';
import { pathTo, type RoutePath } from './routes';
import { linksData } from './data';
import { featureText as hindi } from './hi/features';
import { specStrings } from './specStrings';
import type { FeatureCard } from './types';

// The six tool cards on the home page. A route starting with "/" stays on this site; an https URL
// opens in a new tab. The external URLs are the firm's own links, in content/links.yml (for example its
// mutual fund transaction platform and its insurers' payment pages).
const icon = (id: string) => ({ src: `/images/features/${id}.svg` as const, alt: '', width: 64, height: 64 });

export const features = [
  {
    id: 'financial-calculator',
    heading: specStrings.featureFinancialCalculator.text,
    description: 'See what a monthly SIP could grow to over the years, with the amount invested and the estimated gains.',
    thumbnailImage: icon('financial-calculator'),
    route: '/financial-calculator/',
  },
  {
    id: 'download-form',
    heading: specStrings.featureDownloadForm.text,
    description: 'KYC, nomination, SIP registration and change-of-details forms, ready to print and sign.',
    thumbnailImage: icon('download-form'),
    route: linksData.features['download-form'],
  },
  {
    id: 'buy-mf-online',
    heading: specStrings.featureBuyMfOnline.text,
    description: 'Invest in Regular Plans of mutual funds, start a SIP or top up, on our secure transaction platform.',
    thumbnailImage: icon('buy-mf-online'),
    route: linksData.features['buy-mf-online'],
  },
  {
    id: 'financial-fitness',
    heading: specStrings.featureFinancialFitness.text,
    description: 'A five-minute check of your savings, debt, cover and retirement savings against common rules of thumb, area by area.',
    thumbnailImage: icon('financial-fitness'),
    route: '/tools/financial-fitness/',
  },
  {
    id: 'risk-profile',
    heading: specStrings.featureRiskProfile.text,
    description: 'Answer a short questionnaire to learn how much market ups and downs you can comfortably live with.',
    thumbnailImage: icon('risk-profile'),
    route: '/tools/risk-profile/',
  },
  {
    id: 'pay-premium-online',
    heading: specStrings.featurePayPremiumOnline.text,
    description: 'Pay life and health insurance premiums on your insurer’s website before the due date.',
    thumbnailImage: icon('pay-premium-online'),
    route: linksData.features['pay-premium-online'],
  },
] as const satisfies readonly FeatureCard[];

export type FeatureId = (typeof features)[number]['id'];

/** A card's words: the Hindi twin (content/hi/features.ts) gives these for every card, by id. */
export type FeatureText = Pick<FeatureCard, 'heading' | 'description'>;

/** The six cards in the page's language: the words change, the icons and destinations do not. */
export function featuresFor(locale: Locale): readonly FeatureCard[] {
  if (locale === 'en') return features;
  return features.map((feature) => ({
    ...feature,
    ...hindi[feature.id],
    // A card for a page of this site leads to its Hindi twin (pathTo checks the route exists); other sites stay as they are.
    route: feature.route.startsWith('https://') ? feature.route : pathTo(feature.route as RoutePath, locale),
  }));
}
