import type { ContactField, ContactValidationWords } from '@/lib/contact/rules';
import type { ContactDraftWords } from '@/lib/contact/draft';
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
  /** Under the hours in IST, for a visitor elsewhere: "{zone}" the zone's name, "{from}" and "{to}" the times there. */
  localHours: string;
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

/** The words the form's island needs, as one prop: its messages, statuses and the drafts it writes. */
export type ContactIslandText = Pick<ContactText, 'status' | 'validation' | 'draft'>;
