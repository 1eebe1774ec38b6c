import { contactEndpointFromEnv } from '@/lib/contact/submit';
import { withoutSample } from '@/lib/data/dataFile';
import { whatsappNumber } from '@/lib/data/firmSchema';
import type { InsuranceRegistrationWords } from '@/lib/format';
import type { LegalEntityKind } from '@/lib/data/legalEntity';
import { firmData, peopleData, settingsData } from './data';
import { specStrings } from './specStrings';
import type { Site } from './types';

// The firm's identity in one place: its own details come from content/firm.yml and content/people.yml,
// the site's setup (address, hosts, endpoints) from content/settings.yml (each checked by
// lib/data/firmSchema.ts at build), and `sample` in each lists the values the firm must still
// replace before going live (see docs/firm/setting-up.md). The regulator links are here, with the English
// words each language's SiteText (content/en/site.ts, content/hi/site.ts) reads or replaces.
const { whatsapp, ...firm } = withoutSample(firmData);
const { contactFormEndpoint, ...settings } = withoutSample(settingsData);

export const site: Site = {
  ...firm,
  ...settings,
  tagline: 'AMFI-registered Mutual Fund Distributor',
  description:
    'Goal-based investing through mutual fund distribution (Regular Plans), and insurance, for families and professionals in India and for NRIs abroad.',
  clientFacingPeople: peopleData.people,
  // The text a tap on WhatsApp starts the chat with (the Hindi pages' is content/hi/site.ts).
  // "same as phone" in content/firm.yml follows the phone number (lib/data/firmSchema.ts, whatsappNumber).
  whatsapp:
    whatsapp === null
      ? null
      : {
          e164: whatsappNumber({ whatsapp, phone: firm.phone }) ?? whatsapp,
          message: 'Hello, I found you on your website and would like to talk about my investments.',
        },
  hours: {
    // The spec's two readings word for word (QA checks them), each followed by the time
    // zone, so a visitor abroad (an NRI) reads them in IST. They are the spec's, so they stay here.
    office: `${specStrings.officeHours.text} IST`,
    contact: `${specStrings.contactHours.text} IST`,
  },
  // The spec gives two readings of the hours; each is labelled for what it is, so the pages agree.
  hoursLabels: {
    office: 'Office hours (visits)',
    contact: 'Phone and email hours',
  },
  // CONTACT_FORM_ENDPOINT at build time overrides content/settings.yml's contactFormEndpoint.
  contactFormEndpoint: contactEndpointFromEnv(process.env.CONTACT_FORM_ENDPOINT, contactFormEndpoint),
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
};

/** The standard mutual fund risk warning, word for word. */
export const MF_RISK_WARNING = 'Mutual Fund investments are subject to market risks, read all scheme related documents carefully.';

/** IRDAI's standard line for anything that solicits insurance. */
export const INSURANCE_SOLICITATION = 'Insurance is the subject matter of solicitation.';

/** IRDAI's public notice on spurious calls: its words, and the Hindi rendering beside them, are in content/spuriousCalls.ts. */
export { IRDAI_SPURIOUS_CALLS } from './spuriousCalls';

export const LOGIN_ACTION = `${site.loginProvider}/login_check_pre.php`;

/**
 * The firm's details a visitor reads, in one language (content/en/site.ts, content/hi/site.ts).
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
  /** The words of the firm's schema.org record (lib/pages/seo.ts) that are not names: a Hindi page's is Hindi. */
  structuredData: { arnProperty: string; country: string; sentenceEnd: string };
};

/**
 * A regulatory line that must stand word for word in English: on a Hindi page it keeps the English
 * and adds a Hindi rendering beside it (content/hi/regulatory.ts), which the firm has still to confirm.
 */
export type RegulatoryLine = { official: string; rendering?: string };

/** The lines that stand in English word for word on every page, each with a language's rendering beside it. */
export type RegulatoryLines = {
  mfRiskWarning: RegulatoryLine;
  tagline: RegulatoryLine;
  insuranceSolicitation: RegulatoryLine;
};

/** A language's rendering of each of those lines, or null where it shows the official line alone (lib/compliance/regulatory.ts sets each beside it). */
export type RegulatoryRenderings = Record<keyof RegulatoryLines, string | null>;
