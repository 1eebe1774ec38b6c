import type { FirmFile, PeopleFile } from '@/lib/data/firmSchema';
import type { InternalPath } from './routes';
import type { LocalePrefix } from '@/lib/i18n/locale';
// The content model. Every file in content/ is typed against these, so a wrong edit fails the build.

/** An ISO calendar date, YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`;

// The firm's own data comes from content/*.yml through the schema in lib/data/firmSchema.ts: its types are
// inferred from that schema, so a field added there is typed here at once.
export type PostalAddress = FirmFile['address'];

/** A phone number as people read it ("+91 98765 43210") and in E.164 for tel: links and JSON-LD. */
export type Phone = FirmFile['phone'];

export type ExternalLink = {
  label: string;
  href: `https://${string}`;
  /** One line that says where the link leads, for tooltips and screen readers. */
  description?: string;
};

/** A person who deals with clients, with the Employee Unique Identification Number AMFI issued to them and their role. */
export type ClientFacingPerson = PeopleFile['people'][number];

/** The kinds of IRDAI registration through which an intermediary may solicit insurance. */
export type InsuranceRegistrationKind = FirmFile['insurance']['kind'];

/** The category of a corporate agent's registration (IRDAI (Registration of Corporate Agents) Regulations, 2015). */
export type InsuranceCategory = FirmFile['insurance']['category'];

/** The IRDAI registration: kind, category, Principal Officer, number, insurers (at most three of each class) and validity. */
export type InsuranceRegistration = FirmFile['insurance'];

export type GrievanceOfficer = FirmFile['grievanceOfficer'];

/**
 * The firm's details: what content/firm.yml holds (see lib/data/firmSchema.ts for each field), with the
 * people from content/people.yml, and the words and regulators' links content/site.ts adds.
 * The legal entity (N2 of the second compliance review) is shown in the footer and on /disclosure/
 * as registered; `takesNewInvestorIncentive` (SEBI circular of 27 November 2025) drives the disclosure
 * page and About's "our only income" line; `showTestimonials` false hides testimonials everywhere.
 */
export type Site = Omit<FirmFile, 'sample' | 'whatsapp'> & {
  tagline: 'AMFI-registered Mutual Fund Distributor';
  description: string;
  /** Everyone who deals with clients, each with their EUIN (shown on the disclosure page). */
  clientFacingPeople: readonly ClientFacingPerson[];
  /** WhatsApp number (E.164) and the prefilled first message of a chat; null hides WhatsApp links. */
  whatsapp: { e164: string; message: string } | null;
  /** Google Maps query for the office; defaults to the address when absent. */
  mapQuery?: string;
  hours: {
    /** Office hours as stated on the disclosure page. */
    office: string;
    /** Hours in which the contact page says the firm answers. */
    contact: string;
  };
  /** What each reading of `hours` is, shown beside it: e.g. "Office hours (visits)", "Phone and email hours". */
  hoursLabels: { office: string; contact: string };
  links: {
    sebiCirculars: ExternalLink;
    schemeDocuments: ExternalLink;
    codeOfConduct: ExternalLink;
    amfi: ExternalLink;
    amfiInvestorAwareness: ExternalLink;
    amfiDistributorSearch: ExternalLink;
    scores: ExternalLink;
    smartOdr: ExternalLink;
    bimaBharosa: ExternalLink;
    insuranceOmbudsman: ExternalLink;
  };
};

/** A card on the home page's tools grid. */
export type FeatureCard = {
  id: string;
  heading: string;
  description: string;
  thumbnailImage: ImageRef;
  /** A page of this site ("/financial-calculator/") or an absolute external URL (opens in a new tab). */
  route: InternalPath | `https://${string}`;
};

export type ImageRef = {
  src: `/${string}`;
  alt: string;
  width: number;
  height: number;
};

export type Video = {
  title: string;
  description: string;
  /** Where each id was found is in docs/firm/editing.md ("Videos on service pages"), for the firm, not here. */
  youtubeId: string;
};

export type ServiceSection = {
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
  /** Links that follow the section's text (an external body it names, for example). */
  links?: readonly ContentLink[];
};

export type Service = {
  /** The URL slug under /services/. */
  id: string;
  heading: string;
  /** One or two sentences for cards and meta descriptions. */
  description: string;
  thumbnailImage: ImageRef;
  /** Its page in the edition it was read for: "/services/x/", "/hi/services/x/" or "/mr/services/x/". */
  route: `${LocalePrefix}/services/${string}/`;
  intro: readonly string[];
  sections: readonly ServiceSection[];
  video?: Video;
};

export type Testimonial = {
  quote: string;
  name: string;
  jobTitle: string;
  photo: ImageRef;
  /** Shown after a quote that is a translation of the client's words, in the page's language. */
  translationNote?: string;
};

export type Partner = {
  name: string;
  logo: ImageRef;
  href: `https://${string}`;
};

export type CommissionRow = {
  schemeType: string;
  /** e.g. "0.05-0.20%" or "variable", exactly as disclosed. */
  trailRange: string;
};

export type TradingViewSymbol = {
  /** TradingView's "EXCHANGE:TICKER|INTERVAL" form, e.g. "BSE:SENSEX|1D". */
  symbol: string;
  label: string;
};

export type MarketWidgetConfig = {
  title: string;
  symbols: readonly TradingViewSymbol[];
  theme: 'light' | 'dark';
  /** Height in CSS pixels reserved before the widget loads. */
  height: number;
  dateRange: '1D' | '1M' | '3M' | '12M' | '60M' | 'ALL';
  chartOnly: boolean;
  locale: 'en';
  currency?: 'INR' | 'USD';
};

/** A link in long-form content: a site path (opened in place) or another site (opened in a new tab). */
export type ContentLink = {
  label: string;
  href: InternalPath | `https://${string}`;
  description?: string;
};

/** A run of words in a legal paragraph: plain text, or a link to a page of this site or to another site (opened in a new tab). */
export type InlineRun = string | { text: string; href: InternalPath | `https://${string}` };

/** A run of richer prose (About, the home teaser): an inline run, a bold word, or an English phrase a Hindi page quotes. */
export type ProseRun = InlineRun | { strong: string } | { english: string; bold?: boolean };

/** A section of a legal page (the disclaimer): an h2, an optional highlighted warning, and paragraphs of runs. */
export type LegalSection = {
  heading: string;
  /**
   * Shown first, highlighted: a statutory warning the section is about, in its official words, and on
   * a Hindi page its Hindi rendering beside them (content/site.ts, regulatoryLines).
   */
  warning?: { official: string; rendering?: string };
  paragraphs: readonly (readonly InlineRun[])[];
};
