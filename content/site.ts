import { contactEndpointFromEnv } from '@/lib/contact';
import { englishInsuranceRegistrationWords, formatInsuranceRegistration, type InsuranceRegistrationWords } from '@/lib/format';
import type { Locale } from '@/lib/locale';
import { registrationNumberName, type LegalEntityKind } from '@/lib/legalEntity';
import { hindiRenderings } from './hi/regulatory';
import { siteText as hindiSiteText } from './hi/site';
import { specStrings } from './specStrings';
import type { Site } from './types';

// The firm's identity in one place. Values marked SAMPLE are placeholders the firm must replace
// before going live (see docs/firm/setting-up.md). The regulator links are real.
export const site: Site = {
  name: 'Arthavidya Financial Services', // SAMPLE
  shortName: 'Arthavidya', // SAMPLE
  tagline: 'AMFI-registered Mutual Fund Distributor',
  // A corporate agent is a company, an LLP or another registered entity (IRDAI (Registration of Corporate
  // Agents) Regulations, 2015); the name, the kind and the CIN or LLPIN are the firm's own.
  legalEntity: {
    name: 'Arthavidya Financial Services Private Limited', // SAMPLE
    kind: 'company', // SAMPLE
    registrationNumber: 'U66190MH2024PTC000000', // SAMPLE
  },
  description:
    'Goal-based investing through mutual fund distribution (Regular Plans), and insurance, for families and professionals in India and for NRIs abroad.',
  url: 'https://www.example.com', // SAMPLE: the deployed origin, used for canonicals and the sitemap
  arn: {
    number: 'ARN-000000', // SAMPLE
    validTill: '2027-01-29', // the spec's validity date
  },
  clientFacingPeople: [
    { name: 'Anil Sharma', euin: 'E000001' }, // SAMPLE
    { name: 'Meera Iyer', euin: 'E000002' }, // SAMPLE
  ],
  insurance: {
    kind: 'Corporate agent', // SAMPLE
    // IRDAI (Registration of Corporate Agents) Regulations, 2015: a corporate agent is registered for
    // life, general or health insurance, or all three ("Composite"); policyholder.gov.in, "Requirements
    // for Registering as a Corporate Agent", https://policyholder.gov.in/en/web/guest/requirements-for-license-as-a-corporate-agent;
    // Corpseed, https://corpseed.com/service/registration-of-insurance-corporate-agent-in-india
    category: 'Composite', // SAMPLE
    principalOfficer: 'Meera Iyer', // SAMPLE
    number: 'CA0000', // SAMPLE
    insurers: ['Sample Life Insurance Co. Ltd.', 'Sample General Insurance Co. Ltd.', 'Sample Health Insurance Co. Ltd.'], // SAMPLE
    validTill: '2028-03-31', // SAMPLE
  },
  grievanceOfficer: {
    name: 'Anil Sharma', // SAMPLE
    email: 'grievance@example.com', // SAMPLE
    phone: { display: '+91 98765 43211', e164: '+919876543211' }, // SAMPLE
  },
  // SEBI circular of 27 November 2025 (from 1 February 2026): up to Rs 2,000 once per new investor from
  // beyond the top 30 cities or new woman investor, paid by the fund house from its investor-education money.
  takesNewInvestorIncentive: true, // SAMPLE: say whether the firm claims it
  phone: { display: '+91 98765 43210', e164: '+919876543210' }, // SAMPLE
  // SAMPLE: the firm's WhatsApp number (E.164) and the text a tap starts the chat with; null hides the button.
  whatsapp: { e164: '+919876543210', message: 'Hello, I found you on your website and would like to talk about my investments.' },
  email: 'contact@example.com', // SAMPLE
  address: {
    line1: 'Office 401, Sample Towers', // SAMPLE
    line2: '12 Mahatma Gandhi Road',
    locality: 'Fort',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400001',
    country: 'India',
  },
  hours: {
    // The spec's two readings word for word (QA checks them; issue 31), each followed by the time
    // zone, so a visitor abroad (an NRI) reads them in IST.
    office: `${specStrings.officeHours.text} IST`,
    contact: `${specStrings.contactHours.text} IST`,
  },
  // The spec gives two readings of the hours; each is labelled for what it is, so the pages agree.
  hoursLabels: {
    office: 'Office hours (visits)',
    contact: 'Phone and email hours',
  },
  loginProvider: 'https://login.example.com', // SAMPLE: the client back-office provider's origin
  // The site is built to be served from Cloudflare's network (docs/hosting.md); a firm that serves it
  // elsewhere (Netlify, S3, its own server) names that company here.
  webHost: 'Cloudflare, Inc.', // SAMPLE: the firm's web host and content-delivery network
  passwordResetUrl: 'https://login.example.com/forgot_password.php', // SAMPLE: the provider's reset page; null hides the link
  // null: Send Request opens the visitor's email app. A form service's https URL: the form posts to it
  // (docs/firm/setting-up.md, "The contact form"). CONTACT_FORM_ENDPOINT at build time overrides it.
  contactFormEndpoint: contactEndpointFromEnv(process.env.CONTACT_FORM_ENDPOINT, null),
  webVitalsEndpoint: null,
  links: {
    sebiCirculars: {
      label: 'SEBI circulars',
      href: 'https://www.sebi.gov.in/sebiweb/home/HomeAction.do?doListing=yes&sid=1&ssid=7&smid=0',
      description: 'Circulars issued by the Securities and Exchange Board of India',
    },
    schemeDocuments: {
      label: 'Scheme documents (SID, SAI, KIM)',
      href: 'https://www.sebi.gov.in/sebiweb/home/HomeAction.do?doListing=yes&sid=3&ssid=0&smid=0',
      description: 'Scheme Information Documents, Statements of Additional Information and Key Information Memoranda filed with SEBI',
    },
    codeOfConduct: {
      label: 'AMFI code of conduct for distributors',
      href: 'https://www.amfiindia.com/distributor-corner/code-of-conduct',
      description: 'The code of conduct AMFI prescribes for mutual fund distributors',
    },
    amfi: {
      label: 'AMFI',
      href: 'https://www.amfiindia.com/',
      description: 'Association of Mutual Funds in India',
    },
    amfiInvestorAwareness: {
      label: 'Mutual Funds Sahi Hai (AMFI investor awareness)',
      href: 'https://www.mutualfundssahihai.com/',
      description: "AMFI's investor-awareness programme",
    },
    amfiDistributorSearch: {
      label: 'Verify an ARN on AMFI',
      href: 'https://www.amfiindia.com/locate-distributor',
      description: "AMFI's search for registered mutual fund distributors",
    },
    scores: {
      label: 'SEBI SCORES',
      href: 'https://scores.sebi.gov.in/',
      description: "SEBI's online complaints redress system",
    },
    smartOdr: {
      label: 'SMART ODR',
      href: 'https://smartodr.in/',
      description: 'Online dispute resolution portal for the securities market',
    },
    bimaBharosa: {
      label: 'Bima Bharosa (IRDAI)',
      href: 'https://bimabharosa.irdai.gov.in/',
      description: "IRDAI's portal for registering and tracking complaints against insurers and their intermediaries",
    },
    insuranceOmbudsman: {
      label: 'Insurance Ombudsman',
      href: 'https://www.cioins.co.in/',
      description: 'Council for Insurance Ombudsmen: complaints against insurers and insurance brokers',
    },
  },
  copyrightYear: 2024, // the firm's first year: the copyright line runs from it to the year the site is built
  showTestimonials: true,
};

/** The standard mutual fund risk warning, word for word. */
export const MF_RISK_WARNING = 'Mutual Fund investments are subject to market risks, read all scheme related documents carefully.';

/** IRDAI's standard line for anything that solicits insurance. */
export const INSURANCE_SOLICITATION = 'Insurance is the subject matter of solicitation.';

/** IRDAI's public notice on spurious calls: its words, and the Hindi rendering beside them, are in content/spuriousCalls.ts. */
export { IRDAI_SPURIOUS_CALLS } from './spuriousCalls';

export const LOGIN_ACTION = `${site.loginProvider}/login_check_pre.php`;

/**
 * The firm's details a visitor reads, in one language: the Hindi edition's are content/hi/site.ts.
 * Names, numbers, addresses and the regulators' own names stay as they are registered (in `site`).
 */
export type SiteText = {
  description: string;
  hours: Site['hours'];
  hoursLabels: Site['hoursLabels'];
  /** The text a WhatsApp chat starts with. */
  whatsappMessage: string;
  links: { [K in keyof Site['links']]: Pick<Site['links'][K], 'label' | 'description'> };
  /** The kinds and categories of IRDAI registration and the line round them (insuranceRegistrationFor). */
  insuranceRegistration: InsuranceRegistrationWords;
  /** What each kind of legal entity is called (legalEntityLineFor); the name and number stay as registered. */
  legalEntityKinds: Readonly<Record<LegalEntityKind, string>>;
  /** The words of the firm's schema.org record (lib/seo.ts) that are not names: a Hindi page's is Hindi. */
  structuredData: { arnProperty: string; country: string; sentenceEnd: string };
};

export const siteTextEnglish: SiteText = {
  description: site.description,
  hours: site.hours,
  hoursLabels: site.hoursLabels,
  whatsappMessage: site.whatsapp?.message ?? '',
  links: site.links,
  insuranceRegistration: englishInsuranceRegistrationWords,
  legalEntityKinds: {
    company: 'Company',
    llp: 'Limited liability partnership (LLP)',
    partnership: 'Partnership firm',
    proprietor: 'Sole proprietorship',
  },
  structuredData: { arnProperty: 'AMFI Registration Number (ARN)', country: 'India', sentenceEnd: '.' },
};

/**
 * The firm's legal entity in one line, in the page's language (footer, disclosure): its registered name,
 * its kind and, for a company or an LLP, its CIN or LLPIN. Names and numbers are never translated.
 */
export function legalEntityLineFor(locale: Locale): string {
  const { name, kind, registrationNumber } = site.legalEntity;
  const numberName = registrationNumberName(kind);
  const number = numberName && registrationNumber ? [`${numberName} ${registrationNumber}`] : [];
  return [name, siteTextFor(locale).legalEntityKinds[kind], ...number].join(' · ');
}

/** The firm's IRDAI registration in one line, in the page's language (footer, disclosure, tools). */
export function insuranceRegistrationFor(locale: Locale): string {
  return formatInsuranceRegistration(site.insurance, { locale, words: siteTextFor(locale).insuranceRegistration });
}

/**
 * A regulatory line that must stand word for word in English: on a Hindi page it keeps the English
 * and adds a Hindi rendering beside it (content/hi/regulatory.ts), which the firm has still to confirm.
 */
export type RegulatoryLine = { official: string; rendering?: string };

/** The firm's details a visitor reads, in the page's language. */
export function siteTextFor(locale: Locale): SiteText {
  return locale === 'hi' ? hindiSiteText : siteTextEnglish;
}

/**
 * The lines that stand in English word for word on every page, each with its Hindi rendering beside
 * it on Hindi pages (content/hi/regulatory.ts).
 */
export function regulatoryLines(locale: Locale): {
  mfRiskWarning: RegulatoryLine;
  tagline: RegulatoryLine;
  insuranceSolicitation: RegulatoryLine;
} {
  const rendering = (key: keyof typeof hindiRenderings) => (locale === 'hi' ? { rendering: hindiRenderings[key] } : {});
  return {
    mfRiskWarning: { official: MF_RISK_WARNING, ...rendering('mfRiskWarning') },
    tagline: { official: site.tagline, ...rendering('tagline') },
    insuranceSolicitation: { official: INSURANCE_SOLICITATION, ...rendering('insuranceSolicitation') },
  };
}
