import { LEGACY_SERVICE_SLUGS } from '@/lib/i18n/locale';
import type { ImageRef, InlineRun, Service, ServiceSection, Video } from './types';

// The ten services, in the order the home carousel, the services grid and the sidebar show them.
// Each id is its URL slug under /services/ (and /hi/services/). What both languages share (ids,
// order, pictures, videos) is here once; the words are a ServiceText per service and language
// (content/en/services.ts, content/hi/services.ts), each a record over every ServiceId, so a missing
// service or field is a type error. Server code gets a language's services from lib/pages/services.ts.
//
// House rules for this text (an AMFI-registered Mutual Fund Distributor may explain, not promise):
// no promised or "assured" returns, no named schemes, never "SEBI-registered". Figures tied to a tax
// year say which one. content/services.test.ts enforces the mechanical parts of this.

export const SERVICE_IDS = [
  'future-freedom-planning',
  'mutual-funds',
  'life-insurance',
  'general-insurance',
  'estate-guidance',
  'tax-guidance',
  'education-guidance',
  'retirement-superannuation',
  'research-development',
  'childs-wedding',
] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];

// Videos: films from AMFI's "Mutual Funds Sahi Hai" investor-awareness campaign. Where each id was
// found, and that the firm should play each once to confirm it, is in docs/firm/editing.md ("Videos on
// service pages"); the data holds only what the page shows.
export const youtubeIds = {
  'future-freedom-planning': 'TFE-xMOWlQA',
  'mutual-funds': 'OwSdwgsvnVQ',
  'tax-guidance': 'nke3160rCas',
  'education-guidance': 'TY5BiqOu6jI',
  'retirement-superannuation': 'LNQEPP2V6nE',
  'research-development': '1XSbjGMHOz8',
  'childs-wedding': '6dJmILRJU7E',
} as const satisfies Partial<Record<ServiceId, string>>;

type VideoServiceId = keyof typeof youtubeIds;

/** The picture of each service: one file per slug, the same in both languages (its alt text is a word). */
export const thumbnail = (id: ServiceId): Omit<ImageRef, 'alt'> => ({ src: `/images/services/${id}.svg`, width: 480, height: 320 });

/** A service's words in one language. A service with a video must title it; one without has none. */
export type ServiceText<K extends ServiceId = ServiceId> = {
  heading: string;
  /** One or two sentences for cards and meta descriptions. */
  description: string;
  /** The alt text of the service's picture. */
  imageAlt: string;
  intro: readonly string[];
  sections: readonly ServiceSection[];
} & (K extends VideoServiceId ? { video: Pick<Video, 'title' | 'description'> } : { video?: never });

/** Every service's words in one language. */
export type ServiceTexts = { readonly [K in ServiceId]: ServiceText<K> };

/** A service as the pages show it, in one language: its route is under /hi/ on Hindi pages. */
export type LocalisedService = Service & { id: ServiceId };

/** The words around the services on their pages (not a service's own text), in one language. */
export type ServicePageWords = {
  /** The eyebrow over a service page's heading. */
  eyebrow: string;
  /** The sidebar's landmark name, and the title of its list (the toggle's name once it can toggle). */
  sidebarLabel: string;
  sidebarTitle: string;
  /** The heading over a service's video: "Watch: {title}". */
  watch: (videoTitle: string) => string;
  /** The call to action closing each service page. */
  ctaHeading: (serviceHeading: string) => string;
  ctaBody: string;
  ctaButton: string;
  related: string;
  /** On the mutual fund services: a line pointing a first-time investor to the getting-started guide. */
  startPointer: readonly InlineRun[];
  /** The tile closing the services grid. */
  gridCta: { heading: string; body: string; button: string };
};

/** The words of the old addresses' "moved" page (English only: the old addresses were English). */
/** What an old service address says while it sends the browser on ("{service}" is the new page's name). */
export type LegacyRedirectText = { heading: string; lead: string; before: string; after: string; description: string };

// Hand-picked neighbours for the "Related services" block: the next questions a visitor to each page
// usually has.
export const relatedServiceIds: Record<ServiceId, readonly ServiceId[]> = {
  'future-freedom-planning': ['mutual-funds', 'retirement-superannuation', 'life-insurance'],
  'mutual-funds': ['research-development', 'tax-guidance', 'future-freedom-planning'],
  'life-insurance': ['general-insurance', 'estate-guidance', 'future-freedom-planning'],
  'general-insurance': ['life-insurance', 'retirement-superannuation', 'future-freedom-planning'],
  'estate-guidance': ['life-insurance', 'tax-guidance', 'retirement-superannuation'],
  'tax-guidance': ['mutual-funds', 'retirement-superannuation', 'estate-guidance'],
  'education-guidance': ['childs-wedding', 'mutual-funds', 'life-insurance'],
  'retirement-superannuation': ['mutual-funds', 'general-insurance', 'estate-guidance'],
  'research-development': ['mutual-funds', 'future-freedom-planning', 'tax-guidance'],
  'childs-wedding': ['education-guidance', 'mutual-funds', 'life-insurance'],
};

/**
 * Old addresses (linked from the original site's footer) and the service page each now points to: English
 * only, as the old site was (lib/i18n/locale.ts, where the language switch reads them too).
 */
export const legacyServicePaths = LEGACY_SERVICE_SLUGS satisfies Record<string, ServiceId>;

export type LegacyServicePath = keyof typeof legacyServicePaths;
