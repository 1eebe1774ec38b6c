// A request written out for the visitor to send themselves: the email app (a mailto: link) and
// WhatsApp, for hosts without the site's endpoint and whenever the endpoint cannot be reached.
import type { Locale } from '../i18n/locale';
import { contactPayload, type ContactField, type ContactValues } from './rules';

type MailtoParts = { to: string; subject?: string; body?: string };

/**
 * A mailto: URL per RFC 6068: every header value percent-encoded (so "&", "?", "#", "%" and "+"
 * survive), spaces as %20 rather than "+" (mail apps would show the "+"), and line breaks as %0D%0A.
 */
export function buildMailto({ to, subject, body }: MailtoParts): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r\n|\r|\n/g, '\r\n'));
  const query = [subject !== undefined ? `subject=${encode(subject)}` : '', body !== undefined ? `body=${encode(body)}` : '']
    .filter(Boolean)
    .join('&');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}

/** The subject of the email a browser without JavaScript writes from the form (its body is the browser's). */
export const MAIL_SUBJECT = 'Request from the website';

/**
 * The words of a request written out for the visitor to send (their email app, WhatsApp), in the
 * page's language: the visitor reads the draft before sending it (content/contact.ts, `draft`, and its
 * Hindi twin). The language line stays in English: it is for the firm's staff.
 */
export type ContactDraftWords = {
  subject: string;
  /** The subject's ending when no service was chosen. */
  generalEnquiry: string;
  labels: Record<ContactField, string>;
  notGiven: string;
  notSpecified: string;
  /** The message when the visitor wrote none (a call-back request). */
  noMessage: string;
};

/**
 * What a request written out says, for the email app and for WhatsApp alike: labelled in the page's
 * language (`words`), with the visitor's own words unchanged and, for the firm, the language they
 * wrote from.
 */
export function contactRequestText(values: ContactValues, locale: Locale, words: ContactDraftWords): string {
  const v = contactPayload(values, locale);
  const { labels } = words;
  return [
    `${labels.name}: ${v.name}`,
    `${labels.email}: ${v.email || words.notGiven}`,
    `${labels.phone}: ${v.phone}`,
    `${labels.service}: ${v.service || words.notSpecified}`,
    `Language: ${v.language}`,
    '',
    `${labels.message}:`,
    v.message || words.noMessage,
  ].join('\n');
}

/** The subject line and body of the email a request becomes when it goes through the visitor's email app. */
export function contactEmail(values: ContactValues, locale: Locale, words: ContactDraftWords): { subject: string; body: string } {
  const v = contactPayload(values, locale);
  return { subject: `${words.subject}: ${v.service || words.generalEnquiry}`, body: contactRequestText(values, locale, words) };
}

export function contactMailto(firmEmail: string, values: ContactValues, locale: Locale, words: ContactDraftWords): string {
  return buildMailto({ to: firmEmail, ...contactEmail(values, locale, words) });
}
