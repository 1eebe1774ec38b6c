// Links that lead to the firm: the contact form with a service and message filled in, and WhatsApp.
// Kept apart from lib/contact.ts so the site-wide action bar does not carry the form's logic. The words
// (the call-back request, the WhatsApp greeting) come from content/ in the page's language.

/** The contact page's address with a service (by slug) to preselect and a message to prefill, either optional. */
export function contactHrefFor(contactPath: `/${string}`, slug?: string, message?: string): `/${string}` {
  const params = new URLSearchParams();
  if (slug) params.set('service', slug);
  if (message) params.set('message', message);
  const query = params.toString();
  return query ? `${contactPath}?${query}` : contactPath;
}

/**
 * A plain WhatsApp "click to chat" link (https://wa.me/<number>?text=...): the number in
 * international form without "+" or spaces, the text percent-encoded. Nothing is sent to WhatsApp
 * until the visitor taps it.
 */
export function whatsappHref(e164: string, message: string): string {
  const digits = e164.replace(/\D/g, '');
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}
