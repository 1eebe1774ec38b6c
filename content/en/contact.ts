import type { ContactText } from '../contact';
import { specStrings } from '../specStrings';
import { startGuideText } from './start';

// The contact page's words in English.
export const contactText: ContactText = {
  detailsHeading: 'Call, write or visit',
  mapHeading: 'Find our office',
  startPointer: startGuideText.pointers.contact,
  details: {
    callUs: 'Call us',
    emailUs: 'Email us',
    visitUs: 'Visit us',
    localHours: 'In your time zone ({zone}): {from} to {to}',
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
