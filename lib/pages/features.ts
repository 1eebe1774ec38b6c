import { features, type FeatureId, type FeatureText } from '@/content/features';
import { pathTo, type RoutePath } from '@/content/routes';
import type { FeatureCard } from '@/content/types';
import type { Locale } from '../i18n/locale';

/** The six cards in one language: the words change, the icons and destinations do not. */
export function featureCards(words: Readonly<Record<FeatureId, FeatureText>>, locale: Locale): readonly FeatureCard[] {
  return features.map((feature) => ({
    id: feature.id,
    ...words[feature.id],
    thumbnailImage: feature.thumbnailImage,
    // A card for a page of this site leads to its twin in the page's language (pathTo checks the route exists); other sites stay as they are.
    route: feature.route.startsWith('https://') ? feature.route : pathTo(feature.route as RoutePath, locale),
  }));
}
