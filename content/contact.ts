import type { ContactDraftWords, ContactField, ContactValidationWords } from '@/lib/contact';
import type { Locale } from '@/lib/locale';
import { contactText as hindi } from './hi/contact';
import { specStrings } from './specStrings';
import { startGuide } from './en/start';
import type { InlineRun } from './types';

// The contact page's words (/contact/ and /hi/contact/): its headings, the ways to reach the firm, the
// form's labels and hints, and everything the form's island says. One `ContactText` per language; the
// Hindi twin is content/hi/contact.ts. The firm's details themselves (phone, e-mail, address, hours)
// are content/site.ts's. The request the firm receives keeps English field names (lib/contact.ts).

/** The words of the ways to reach the firm (ContactDetails). */
export type ContactDetailsText = {
  callUs: string;
  emailUs: string;
  visitUs: string;
};

/**
 * Everything the form's island (ContactFormEnhancer and the code it loads) says: they arrive as props,
 * in the page's language, since an island never imports a content module's values. "{name}" marks
 * where a value or a link goes, so each language can put it where its word order needs it.
 */
export type ContactStatusText = {
  /** The submit button, and the same while a request is on its way. */
  submit: string;
  sending: string;
  /** The live region's summary after a submit with flagged fields; "{count}" is how many (2 or more). */
  errorSummaryOne: string;
  errorSummaryMany: string;
  sendingMessage: string;
  /** "{name}" is the name the visitor gave. */
  sentNamed: string;
  sentUnnamed: string;
  /** The site's own endpoint answered with a reference: "{reference}" ("KPR-482"), and "{name}" as above. */
  sentReferenceNamed: string;
  sentReferenceUnnamed: string;
  /** "{again}" is a link (`mailAgain`) that opens the email once more, "{email}" the firm's address, "{phone}" its phone link. */
  mailApp: string;
  mailAgain: string;
  failedHeading: string;
  /** "{status}" is the HTTP status the form service answered with. */
  failedServer: string;
  failedNetwork: string;
  /** The site's own endpoint refused a fifth request in a minute from one connection (HTTP 429). */
  failedBusy: string;
  keptTyped: string;
  /** "{email}" is a link (`failedEmailLink`) with the request written out, "{phone}" the firm's phone link. */
  failedNext: string;
  failedEmailLink: string;
  /** `failedNext` with a WhatsApp link as well ("{whatsapp}", `failedWhatsAppLink`), when the firm has WhatsApp. */
  failedNextWithWhatsApp: string;
  failedWhatsAppLink: string;
};

/** The words of the server-rendered form (ContactForm, ContactFormFields). */
export type ContactFormText = {
  heading: string;
  labels: Record<ContactField, string>;
  hints: { phone: string; message: string };
  /** The service select's first, empty choice. */
  servicePrompt: string;
  /** The honeypot's label: hidden from people and assistive technology alike. */
  honeypotLabel: string;
  /** "{hours}" is when the firm answers (content/site.ts). */
  replyWithin: string;
  /** With no form service: "{email}" is the firm's address, linked. */
  mailAppIntro: string;
  /** "{phone}" is the firm's phone link. */
  preferToTalk: string;
  /** "{privacy}" is a link to the privacy notice, with `privacyLink` as its words. */
  privacyNote: string;
  privacyLink: string;
};

export type ContactText = {
  /** The headings of the page's three parts. */
  detailsHeading: string;
  mapHeading: string;
  /** The one-line pointer to the getting-started guide under the firm's details. */
  startPointer: readonly InlineRun[];
  details: ContactDetailsText;
  form: ContactFormText;
  status: ContactStatusText;
  validation: ContactValidationWords;
  /** The request written out for the visitor's email app or WhatsApp: they read it before sending. */
  draft: ContactDraftWords;
};

export const contactTextEnglish: ContactText = {
  detailsHeading: 'Call, write or visit',
  mapHeading: 'Find our office',
  startPointer: startGuide.pointers.contact,
  details: {
    callUs: 'Call us',
    emailUs: 'Email us',
    visitUs: 'Visit us',
  },
  form: {
    heading: specStrings.contactFormTitle.text,
    labels: {
      name: specStrings.contactFullName.text,
      phone: specStrings.contactPhone.text,
      email: `${specStrings.contactEmail.text} (optional)`,
      service: 'Service (optional)',
      message: 'Message (optional)',
    },
    hints: {
      phone: 'Mobile or landline. Outside India, start with + or 00 and the country code.',
      message: 'A few words about your goal or question, if you like.',
    },
    servicePrompt: specStrings.contactServicePrompt.text,
    honeypotLabel: 'Leave this field empty',
    replyWithin: 'We reply within one business day ({hours}).',
    mailAppIntro: `${specStrings.contactSubmit.text} opens your email app with your request written out to {email}: check it and press send.`,
    preferToTalk: 'Prefer to talk? Call {phone}.',
    privacyNote: 'We use these details only to answer your request: see our {privacy}.',
    privacyLink: 'privacy notice',
  },
  status: {
    submit: specStrings.contactSubmit.text,
    sending: 'Sending…',
    errorSummaryOne: 'One field needs your attention: see the message above.',
    errorSummaryMany: '{count} fields need your attention: see the messages above.',
    sendingMessage: 'Sending your request…',
    sentNamed: 'Thank you, {name}. Your request has reached us and we will reply within one business day.',
    sentUnnamed: 'Thank you. Your request has reached us and we will reply within one business day.',
    sentReferenceNamed: 'Thank you, {name}. Your request {reference} has reached us and we will reply within one business day.',
    sentReferenceUnnamed: 'Thank you. Your request {reference} has reached us and we will reply within one business day.',
    mailApp:
      'Your email app should now show your request, ready to send. Nothing opened? {again}, write to {email} directly, or call {phone}.',
    mailAgain: 'Open the email again',
    failedHeading: 'Your request was not sent.',
    failedServer: 'Our form service could not accept it just now (error {status}).',
    failedNetwork: 'We could not reach our form service: check your connection.',
    failedBusy: 'Several requests came from your connection in the last minute, so this one was held back.',
    keptTyped: 'Everything you typed is still in the form.',
    failedNext: 'Try again in a moment, {email} (your email app opens with it written out), or call {phone}.',
    failedEmailLink: 'send it by email instead',
    failedNextWithWhatsApp: 'Try again in a moment, {email} (your email app opens with it written out), {whatsapp}, or call {phone}.',
    failedWhatsAppLink: 'send it by WhatsApp',
  },
  validation: {
    name: 'Enter your full name.',
    email: 'Enter an email address like name@example.com, or leave it empty.',
    phoneMissing: 'Enter your phone number.',
    messageTooLong: 'Keep the message under {max} characters.',
    tooLong: 'Keep this under {max} characters.',
    characters: 'Leave out tags such as <b> and invisible control characters: plain words reach us best.',
    phone: {
      characters: 'Use only digits, spaces and hyphens, with + or 00 before a country code, like +971 50 123 4567.',
      tooShort: 'This number is too short. An Indian mobile has 10 digits (98765 43210); a landline needs its STD code (022 2266 1234).',
      tooLong: 'This number has too many digits: check for an extra one.',
      wrongLength: 'Check the number of digits: an Indian mobile has 10 (98765 43210), a landline its STD code and number (022 2266 1234).',
      country: 'Check the country code: start a number from outside India with + or 00 and its code, like +971 50 123 4567.',
      invalid: 'This is not a number we can call. Check the digits; for a number outside India, start with + or 00 and the country code.',
    },
  },
  draft: {
    subject: 'Request from the website',
    generalEnquiry: 'general enquiry',
    labels: { name: 'Name', email: 'Email', phone: 'Phone', service: 'Service', message: 'Message' },
    notGiven: 'Not given',
    notSpecified: 'Not specified',
    noMessage: 'Please call me back.',
  },
};

/** The contact page's words in the page's language, for server components. */
export function contactTextFor(locale: Locale): ContactText {
  return locale === 'hi' ? hindi : contactTextEnglish;
}

/** The words the form's island needs, as one prop: its messages, statuses and the drafts it writes. */
export type ContactIslandText = Pick<ContactText, 'status' | 'validation' | 'draft'>;
