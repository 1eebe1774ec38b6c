import { linksData } from './data';
import type { FeatureCard } from './types';

// The six tool cards on the home page: what each leads to (their words: content/en/, content/hi/features.ts).
// A route starting with "/" stays on this site; an https URL
// opens in a new tab. The external URLs are the firm's own links, in content/links.yml (for example its
// mutual fund transaction platform and its insurers' payment pages).
const icon = (id: string) => ({ src: `/images/features/${id}.svg` as const, alt: '', width: 64, height: 64 });

export const features = [
  {
    id: 'financial-calculator',
    thumbnailImage: icon('financial-calculator'),
    route: '/financial-calculator/',
  },
  {
    id: 'download-form',
    thumbnailImage: icon('download-form'),
    route: linksData.features['download-form'],
  },
  {
    id: 'buy-mf-online',
    thumbnailImage: icon('buy-mf-online'),
    route: linksData.features['buy-mf-online'],
  },
  {
    id: 'financial-fitness',
    thumbnailImage: icon('financial-fitness'),
    route: '/tools/financial-fitness/',
  },
  {
    id: 'risk-profile',
    thumbnailImage: icon('risk-profile'),
    route: '/tools/risk-profile/',
  },
  {
    id: 'pay-premium-online',
    thumbnailImage: icon('pay-premium-online'),
    route: linksData.features['pay-premium-online'],
  },
] as const satisfies readonly Omit<FeatureCard, 'heading' | 'description'>[];

export type FeatureId = (typeof features)[number]['id'];

/** A card's words: each language gives these for every card, by id. */
export type FeatureText = Pick<FeatureCard, 'heading' | 'description'>;
