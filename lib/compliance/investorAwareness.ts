import { investorAwareness } from '@/content/investorAwareness';
import type { RegulatoryLine } from '@/content/site';
import type { Locale } from '../i18n/locale';
import { wordsFor } from '../i18n/words';

/** The investor-awareness section as a page in the given language shows it: the fund houses' English points, each with the language's rendering beside it where it differs. */
export function investorAwarenessFor(locale: Locale): {
  heading: string;
  points: readonly RegulatoryLine[];
  links: { sebi: { label: string; href: string }; scores: { label: string; href: string } };
} {
  const { investorAwareness: text, site } = wordsFor(locale);
  const scores = { label: site.links.scores.label, href: investorAwareness.links.scores.href };
  return {
    heading: text.heading,
    points: investorAwareness.points.map((official, i) => {
      const rendering = text.points[i];
      return rendering === undefined || rendering === official ? { official } : { official, rendering };
    }),
    links: { sebi: { label: text.sebiLabel, href: investorAwareness.links.sebi.href }, scores },
  };
}
