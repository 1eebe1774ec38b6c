import type { ServiceSection } from './types';

// The privacy notice at /privacy/, written for the Digital Personal Data Protection Act, 2023 and the
// DPDP Rules, 2025 (notified on 13 November 2025, in force in phases over 18 months), and the IT Act's
// 2011 rules on a privacy policy. Sources: "Government Notifies Digital Personal Data Protection Rules,
// 2025", TBA Law, https://www.tbalaw.in/data-updates/india-notifies-digital-personal-data-protection-rules%2C-fully-operationalising-the-dpdp-act;
// "The Digital Personal Data Protection Rules, 2025: A New Digital Frontier", Obhan & Associates,
// https://www.obhanandassociates.com/blog/?p=9027. The sections follow the site's configuration
// (form service, field measurements), so the notice never describes a flow the site does not have.
//
// Rules relied on, read in the Rules' text at dpdpa.in: rule 8(3) (personal data, traffic data and logs
// of any processing kept for at least one year, then erased unless another law needs them),
// https://www.dpdpa.in/dpdpa_rules_2025/Rule_8.htm; rule 10 (verifiable consent of a parent before a
// child's data is processed; "adult" means 18 or over), https://www.dpdpa.in/dpdpa_rules_2025/Rule_10.htm;
// rule 14 (a published way to exercise rights and grievances answered within a period not exceeding
// ninety days: AMLEGALS, "Data principal rights", https://amlegalsdpdpa.com/insights/data-principal-rights);
// phases: the Board from 13 November 2025, consent managers from 13 November 2026, every other
// obligation from 13 May 2027 (Aparajitha, "Recommendations regarding rule 8(3)",
// https://www.aparajitha.com/recommendation-letter-recommendations-regarding-rule-83-of-the-digital-personal-data-protection-rules-2025/;
// PTI via NewsDrum, 14 Nov 2025, https://www.newsdrum.in/business/from-prompt-data-breach-reporting-to-annual-audits-dpdp-rules-sets-firm-obligations-for-cos-10775925).

/** How many days the firm takes, at most, to answer a request about personal data (the Rules allow up to ninety). */
export const PRIVACY_RESPONSE_DAYS = 30; // SAMPLE: the firm's own commitment

/**
 * The Data Protection Board of India. No official page giving the Board's web address could be read
 * (searched November 2026: news of its constitution on 13 November 2025 and of MeitY's online office,
 * Millennium Post/PTI, 28 Dec 2025, name none; "dataprotectionboard.gov.in" appears only on an
 * unofficial guide), so the address stays marked for the firm to confirm on MeitY's site before launch.
 */
export const DATA_PROTECTION_BOARD = { label: 'Data Protection Board of India', href: 'https://www.dpb.gov.in/' } as const satisfies {
  label: string;
  href: `https://${string}`;
}; // SAMPLE: confirm the Board's address

/**
 * The privacy notice's words in one language (the Hindi edition's are content/hi/privacy.ts). Which of
 * them a page shows follows the site's configuration (privacyFor), the same in both languages.
 * {placeholders} are filled with the firm's details.
 */
export type PrivacyWords = {
  lead: string;
  responsible: {
    heading: string;
    /** {name}, {arn}, {officer}, {email}, {phone}. */
    text: string;
  };
  collect: {
    heading: string;
    /** {delivery}: one of the two sentences below. */
    contactForm: string;
    /** {host}: the form service's host. */
    deliveryByFormService: string;
    deliveryByOwnEndpoint: string;
    deliveryByEmail: string;
    whatsapp: string;
    login: string;
    tools: string;
    clients: string;
  };
  processors: {
    heading: string;
    email: string;
    /** {host}. */
    formService: string;
    /** The site's own endpoint (content/contactEndpoint.ts): {host}, {location}, {mail}. */
    ownEndpoint: string;
    /** {host}. */
    backOffice: string;
    /** {name}: site.webHost. */
    webHost: string;
    /** {host}, {label}: the home page's "Buy MF Online" card and the platform it opens. */
    transactionPlatform: string;
    /** {host}, {label}: the home page's "Download Form" card and the site that holds the forms. */
    formsHost: string;
    embeds: string;
    analytics: string;
    noSale: string;
  };
  /** `ownEndpoint`, {days}: how long the site's own endpoint keeps a request (contactEndpointSettings). */
  retention: { heading: string; text: string; ownEndpoint: string };
  rights: {
    heading: string;
    /** {days}: PRIVACY_RESPONSE_DAYS. */
    intro: string;
    bullets: readonly [string, string, string, string, string];
  };
  complaints: { heading: string; text: string; boardLabel: string };
  children: { heading: string; text: string };
  phases: { heading: string; text: string };
  changes: { heading: string; text: string };
  /** The line under the sections: {grievance} (a link to the grievance page, `grievanceLink`) and {date}. */
  closing: string;
  grievanceLink: string;
};

/** A section of the notice, with its anchor: the same (English, ASCII) in both languages. */
export type PrivacySection = ServiceSection & { id: string };
