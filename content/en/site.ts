import { site, type RegulatoryRenderings, type SiteText } from '../site';

// The firm's details a visitor reads, in English: the words of content/site.ts's `site`, which the
// English pages show as they are.
export const siteText: SiteText = {
  description: site.description,
  hours: site.hours,
  hoursLabels: site.hoursLabels,
  whatsappMessage: site.whatsapp?.message ?? '',
  // The links' words only: their addresses are the firm's facts (site.links), the same in every language.
  links: Object.fromEntries(
    Object.entries(site.links).map(([key, { label, description }]) => [key, { label, description }]),
  ) as SiteText['links'],
  insuranceRegistration: {
    kinds: {
      'Individual agent': 'Individual agent',
      POSP: 'POSP',
      'Corporate agent': 'Corporate agent',
      'Insurance broker': 'Insurance broker',
    },
    categories: { Life: 'Life', General: 'General', Health: 'Health', Composite: 'Composite' },
    line: '{kind} ({category}), IRDAI registration {number}, valid till {validTill}',
  },
  legalEntityKinds: {
    company: 'Company',
    llp: 'Limited liability partnership (LLP)',
    partnership: 'Partnership firm',
    proprietor: 'Sole proprietorship',
  },
  structuredData: { arnProperty: 'AMFI Registration Number (ARN)', country: 'India', sentenceEnd: '.' },
};

/** The lines that stand in English word for word: on an English page, the official line alone. */
export const regulatory: RegulatoryRenderings = { mfRiskWarning: null, tagline: null, insuranceSolicitation: null };
