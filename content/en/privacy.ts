import { DATA_PROTECTION_BOARD, type PrivacyWords } from '../privacy';

// The privacy notice in English (the law and rules it is written for, with sources: content/privacy.ts).
export const privacyWords: PrivacyWords = {
  lead: 'This notice explains what personal data this website collects, why, who processes it, how long it is kept, and the rights you have under the Digital Personal Data Protection Act, 2023.',
  responsible: {
    heading: 'Who is responsible for your data',
    text: '{entity}, which trades as {name} ({arn}), decides why and how the personal data described here is used, and is the data fiduciary for it under the DPDP Act. Questions, requests and complaints about your data go to our grievance officer, {officer}, at {email} or {phone}.',
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
};
