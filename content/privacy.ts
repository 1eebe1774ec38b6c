import type { Locale } from '@/lib/locale';
import { fillTemplate } from '@/lib/template';
import { privacyWords as hindiPrivacyWords } from './hi/privacy';
import { nextSteps } from './en/nextSteps';
import type { NextStep } from './nextSteps';
import { site } from './site';
import { featureCards } from '@/lib/features';
import { featureText as englishFeatures } from './en/features';
import { features, type FeatureId } from './features';
import { featureText as hindiFeatures } from './hi/features';
import { CONTACT_API_PATH, contactEndpointSettings } from './contactEndpoint';
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

/** The Data Protection Board of India; its address is to be confirmed when the Board's portal is announced. */
export const DATA_PROTECTION_BOARD = { label: 'Data Protection Board of India', href: 'https://www.dpb.gov.in/' } as const satisfies {
  label: string;
  href: `https://${string}`;
}; // SAMPLE: confirm the Board's address

const host = (url: string) => new URL(url).host;

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
  nextStep: NextStep;
};

const english: PrivacyWords = {
  lead: 'This notice explains what personal data this website collects, why, who processes it, how long it is kept, and the rights you have under the Digital Personal Data Protection Act, 2023.',
  responsible: {
    heading: 'Who is responsible for your data',
    text: '{name} ({arn}) decides why and how the personal data described here is used, and is the data fiduciary for it under the DPDP Act. Questions, requests and complaints about your data go to our grievance officer, {officer}, at {email} or {phone}.',
  },
  collect: {
    heading: 'What we collect, and why',
    contactForm:
      'The contact form asks for your name, email address, phone number, the service you are interested in and your message. We use them only to answer your request. {delivery}',
    deliveryByFormService:
      'When you press Send Request, the form sends these details to {host}, the form service that delivers them to our mailbox.',
    deliveryByOwnEndpoint:
      'When you press Send Request, the form sends these details to this website’s own server, which stores them in our database and e-mails them to us.',
    deliveryByEmail:
      'When you press Send Request, your own email program opens with the message filled in; nothing leaves your device until you send that email yourself, and it then reaches our mailbox.',
    whatsapp:
      'The WhatsApp button opens a chat with us in WhatsApp. Anything you send there, and your WhatsApp number and profile name, reach us through WhatsApp (Meta), under its own privacy policy; we use them only to answer you.',
    login:
      'The client login sends your username and password directly to our back-office provider; this website never sees or stores them.',
    tools:
      'The SIP calculator and the other tools on this site work entirely in your browser: the figures and answers you enter are not sent to us or to anyone else unless you choose to send them. “Discuss this with us” and “Send this to us” put your answers into a contact message that you read before you send it.',
    clients:
      'If you become a client, the KYC, bank and nominee details you give us are collected through the application forms, not through this website, and used as the mutual fund and insurance regulations require.',
  },
  processors: {
    heading: 'Who processes it for us',
    email: 'Our email provider, which holds the messages you send us.',
    formService: 'The form service at {host}, which receives the contact form and passes it to us.',
    ownEndpoint:
      '{host} (Cloudflare Workers and D1), which serves this website, runs its contact form and stores the requests you send in a database in {location}; and {mail}, which carries each request to our mailbox by e-mail.',
    backOffice: 'Our back-office provider ({host}), which runs the client login and holds client portfolio records.',
    webHost:
      'Our web host and content-delivery network, {name}, which serves every page of this site: like any web server it receives your IP address and logs each request (the time, the page and your browser).',
    transactionPlatform:
      'The transaction platform at {host}, which “{label}” opens: what you enter there (your KYC, bank details and orders) goes to it and to the fund houses, under its own terms and privacy notice.',
    formsHost: 'The site at {host} that holds the forms “{label}” opens, which receives your IP address when you download one.',
    embeds:
      'TradingView (market charts), Google Maps (the office map) and YouTube (videos) are loaded only when you scroll to a chart or press the button that shows a map or a video. Once loaded, they receive your IP address and may set cookies under their own privacy policies.',
    analytics: 'An analytics endpoint that receives anonymous page-speed measurements, which contain nothing that identifies you.',
    noSale: 'We do not sell your data, share it for marketing, or set cookies of our own.',
  },
  retention: {
    heading: 'How long we keep it',
    text: 'We keep a contact request, and the record of how we handled it, for at least one year after we last dealt with it, as rule 8(3) of the DPDP Rules, 2025 requires, and delete it soon after that year ends unless you have become a client or another law needs it kept. If you become a client, we keep the records of our dealings with you for as long as the law and the regulators of mutual funds and insurance require.',
    ownEndpoint:
      'A request sent through the contact form is deleted from the website’s database automatically {days} days after it arrives; the copy we work from is kept as described above.',
  },
  rights: {
    heading: 'Your rights',
    intro:
      'Under the DPDP Act you can ask us, free of charge, by writing to our grievance officer (details above). We may ask you to confirm who you are, and we answer within {days} days of receiving your request, well within the ninety days the DPDP Rules allow:',
    bullets: [
      'for a summary of the personal data we hold about you and what we do with it (access);',
      'to correct, complete or update it, or to erase it where we no longer need it (correction and erasure);',
      'to withdraw your consent at any time, as easily as you gave it; what was done before stays lawful;',
      'to nominate someone to exercise these rights for you if you die or become unable to;',
      'to have a complaint about your data handled by our grievance officer (grievance redressal).',
    ],
  },
  complaints: {
    heading: 'If you are not satisfied',
    text: 'Write to our grievance officer first. If our reply does not resolve your complaint, you can complain to the Data Protection Board of India, set up under the DPDP Act, which works online.',
    boardLabel: DATA_PROTECTION_BOARD.label,
  },
  children: {
    heading: 'Children’s data',
    text: 'This website is meant for adults. We do not knowingly collect personal data of anyone under eighteen through it. Where a parent invests for a minor child, we collect the child’s details through the application forms, with the parent’s or guardian’s consent, as the DPDP Rules and the mutual fund and insurance regulations require.',
  },
  phases: {
    heading: 'When these obligations apply',
    text: 'The DPDP Rules, 2025 were notified on 13 November 2025 and come into force in phases: the Data Protection Board from that day, the registration of consent managers from 13 November 2026, and the other obligations, including notices, security safeguards and the rights above, from 13 May 2027. We follow this notice already.',
  },
  changes: {
    heading: 'Changes to this notice',
    text: 'We update this notice when the site or the law changes; the version on this page is the one that applies.',
  },
  closing: 'How to raise any other complaint is on our {grievance} page. Last reviewed on {date}.',
  grievanceLink: 'grievance redressal',
  nextStep: nextSteps.privacy,
};

export const privacyLead = english.lead;

/** A section of the notice, with its anchor: the same (English, ASCII) in both languages. */
export type PrivacySection = ServiceSection & { id: string };

/**
 * A processor the home page's card sends visitors to, named by its host and the card's words; none when
 * the card stays on this site (N5 of the second compliance review: the notice names every such processor).
 */
function externalFeature(id: FeatureId, sentence: string, locale: Locale): string[] {
  const feature = features.find((f) => f.id === id);
  const card = featureCards(locale === 'hi' ? hindiFeatures : englishFeatures, locale).find((c) => c.id === id);
  if (!feature || !card || !feature.route.startsWith('https://')) return [];
  return [fillTemplate(sentence, { host: host(feature.route), label: card.heading })];
}

const anchor = (heading: string) => `privacy-${heading.toLowerCase().replace(/\W+/g, '-')}`;

/** The notice's sections as this site's configuration has them (form service, WhatsApp, field measurements), in the page's language. */
export function privacyFor(locale: Locale): { words: PrivacyWords; sections: PrivacySection[] } {
  const w = locale === 'hi' ? hindiPrivacyWords : english;
  const endpoint = site.contactFormEndpoint;
  const ownEndpoint = endpoint === CONTACT_API_PATH;
  const delivery = ownEndpoint
    ? w.collect.deliveryByOwnEndpoint
    : endpoint
      ? fillTemplate(w.collect.deliveryByFormService, { host: host(endpoint) })
      : w.collect.deliveryByEmail;
  // The endpoint mode's processors come from the firm's configuration (content/contactEndpoint.ts).
  const { processors, retentionDays } = contactEndpointSettings;
  const sections: PrivacySection[] = [
    {
      id: anchor(english.responsible.heading),
      heading: w.responsible.heading,
      paragraphs: [
        fillTemplate(w.responsible.text, {
          name: site.name,
          arn: site.arn.number,
          officer: site.grievanceOfficer.name,
          email: site.grievanceOfficer.email,
          phone: site.grievanceOfficer.phone.display,
        }),
      ],
    },
    {
      id: anchor(english.collect.heading),
      heading: w.collect.heading,
      bullets: [
        fillTemplate(w.collect.contactForm, { delivery }),
        ...(site.whatsapp ? [w.collect.whatsapp] : []),
        w.collect.login,
        w.collect.tools,
        w.collect.clients,
      ],
    },
    {
      id: anchor(english.processors.heading),
      heading: w.processors.heading,
      bullets: [
        w.processors.email,
        ...(endpoint && !ownEndpoint ? [fillTemplate(w.processors.formService, { host: host(endpoint) })] : []),
        ...(ownEndpoint
          ? [
              fillTemplate(w.processors.ownEndpoint, {
                host: processors.host,
                location: processors.dataLocation[locale],
                mail: processors.mail,
              }),
            ]
          : []),
        fillTemplate(w.processors.backOffice, { host: host(site.loginProvider) }),
        fillTemplate(w.processors.webHost, { name: site.webHost }),
        ...externalFeature('buy-mf-online', w.processors.transactionPlatform, locale),
        ...externalFeature('download-form', w.processors.formsHost, locale),
        w.processors.embeds,
        ...(site.webVitalsEndpoint ? [w.processors.analytics] : []),
      ],
      paragraphs: [w.processors.noSale],
    },
    {
      id: anchor(english.retention.heading),
      heading: w.retention.heading,
      paragraphs: [w.retention.text, ...(ownEndpoint ? [fillTemplate(w.retention.ownEndpoint, { days: retentionDays })] : [])],
    },
    {
      id: anchor(english.rights.heading),
      heading: w.rights.heading,
      paragraphs: [fillTemplate(w.rights.intro, { days: PRIVACY_RESPONSE_DAYS })],
      bullets: w.rights.bullets,
    },
    {
      id: anchor(english.complaints.heading),
      heading: w.complaints.heading,
      paragraphs: [w.complaints.text],
      links: [{ label: w.complaints.boardLabel, href: DATA_PROTECTION_BOARD.href }],
    },
    { id: anchor(english.children.heading), heading: w.children.heading, paragraphs: [w.children.text] },
    { id: anchor(english.phases.heading), heading: w.phases.heading, paragraphs: [w.phases.text] },
    { id: anchor(english.changes.heading), heading: w.changes.heading, paragraphs: [w.changes.text] },
  ];
  return { words: w, sections };
}

/** The English notice's sections (as before the Hindi edition). */
export function privacySections(): PrivacySection[] {
  return privacyFor('en').sections;
}
