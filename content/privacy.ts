import { site } from './site';
import type { ServiceSection } from './types';

// The privacy notice at /privacy/, written for the Digital Personal Data Protection Act, 2023 and the
// DPDP Rules, 2025 (notified on 13 November 2025, in force in phases over 18 months), and the IT Act's
// 2011 rules on a privacy policy. Sources: "Government Notifies Digital Personal Data Protection Rules,
// 2025", TBA Law, https://www.tbalaw.in/data-updates/india-notifies-digital-personal-data-protection-rules%2C-fully-operationalising-the-dpdp-act;
// "The Digital Personal Data Protection Rules, 2025: A New Digital Frontier", Obhan & Associates,
// https://www.obhanandassociates.com/blog/?p=9027. The sections follow the site's configuration
// (form service, field measurements), so the notice never describes a flow the site does not have.

const host = (url: string) => new URL(url).host;

export const privacyLead =
  'This notice explains what personal data this website collects, why, who processes it, how long it is kept, and the rights you have under the Digital Personal Data Protection Act, 2023.';

export function privacySections(): ServiceSection[] {
  const delivery = site.contactFormEndpoint
    ? `When you press Send Request, the form sends these details to ${host(site.contactFormEndpoint)}, the form service that delivers them to our mailbox.`
    : 'When you press Send Request, your own email program opens with the message filled in; nothing leaves your device until you send that email yourself, and it then reaches our mailbox.';
  return [
    {
      heading: 'Who is responsible for your data',
      paragraphs: [
        `${site.name} (${site.arn.number}) decides why and how the personal data described here is used, and is the data fiduciary for it under the DPDP Act. Questions, requests and complaints about your data go to our grievance officer, ${site.grievanceOfficer.name}, at ${site.grievanceOfficer.email} or ${site.grievanceOfficer.phone.display}.`,
      ],
    },
    {
      heading: 'What we collect, and why',
      bullets: [
        `The contact form asks for your name, email address, phone number, the service you are interested in and your message. We use them only to answer your request. ${delivery}`,
        'The client login sends your username and password directly to our back-office provider; this website never sees or stores them.',
        'The SIP calculator and the other tools on this site work entirely in your browser: the figures you enter are never sent to us or to anyone else.',
        'If you become a client, the KYC, bank and nominee details you give us are collected through the application forms, not through this website, and used as the mutual fund and insurance regulations require.',
      ],
    },
    {
      heading: 'Who processes it for us',
      bullets: [
        'Our email provider, which holds the messages you send us.',
        ...(site.contactFormEndpoint
          ? [`The form service at ${host(site.contactFormEndpoint)}, which receives the contact form and passes it to us.`]
          : []),
        `Our back-office provider (${host(site.loginProvider)}), which runs the client login and holds client portfolio records.`,
        'TradingView (market charts), Google Maps (the office map) and YouTube (videos) are loaded only when you scroll to a chart or press the button that shows a map or a video. Once loaded, they receive your IP address and may set cookies under their own privacy policies.',
        ...(site.webVitalsEndpoint
          ? ['An analytics endpoint that receives anonymous page-speed measurements, which contain nothing that identifies you.']
          : []),
      ],
      paragraphs: ['We do not sell your data, share it for marketing, or set cookies of our own.'],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep a contact request for up to twelve months after our last exchange with you, and then delete it. If you become a client, we keep the records of our dealings with you for as long as the law and the regulators of mutual funds and insurance require.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: ['Under the DPDP Act you can ask us, free of charge:'],
      bullets: [
        'for a summary of the personal data we hold about you and what we do with it (access);',
        'to correct, complete or update it, or to erase it where we no longer need it (correction and erasure);',
        'to withdraw your consent at any time, as easily as you gave it; what was done before stays lawful;',
        'to nominate someone to exercise these rights for you if you die or become unable to;',
        'to have a complaint about your data handled by our grievance officer (grievance redressal).',
      ],
    },
    {
      heading: 'If you are not satisfied',
      paragraphs: [
        'Write to our grievance officer first. If our reply does not resolve your complaint, you can complain to the Data Protection Board of India, set up under the DPDP Act.',
      ],
    },
    {
      heading: 'Changes to this notice',
      paragraphs: ['We update this notice when the site or the law changes; the version on this page is the one that applies.'],
    },
  ];
}
